/**
 * A webhook inbox's script written as data, for the routes and the command line (a function
 * cannot cross either): JSON answers, or a short text form. Each becomes a {@link WebhookAnswer}
 * of the shared answer script, and a bad one is refused naming what is wrong.
 *
 *   accept | reject:FIELD~PATTERN | 429[:SECONDS] | STATUS | slow:MS | cut[:before-answer] | silent
 * @module
 */
import {
  accept,
  cutOff,
  noAnswer,
  reject,
  respond,
  serverError,
  slow,
  stopReading,
  tooManyRequests,
  type WebhookAnswer,
} from './answer-script';

/**
 * One answer as JSON. `reject` names records by id (`records`), or rejects every record whose
 * `field` holds a value not matching `mustMatch` (a regular expression), with `message`
 * (`{value}` stands for the value).
 */
export type AnswerSpec =
  | { kind: 'accept'; body?: unknown }
  | { kind: 'respond'; status: number; body?: unknown; headers?: Record<string, string> }
  | {
      kind: 'reject';
      records?: Record<string, Record<string, string>>;
      field?: string;
      mustMatch?: string;
      message?: string;
    }
  | { kind: 'too-many-requests'; retryAfterSeconds?: number }
  | { kind: 'slow'; delayMs: number; then?: AnswerSpec }
  | { kind: 'cut'; when?: 'mid-body' | 'before-answer' }
  | { kind: 'stop-reading' }
  | { kind: 'silent' };

/** An answer that cannot be understood; `path` names where. */
export class AnswerSpecError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'AnswerSpecError';
  }
}

/** The longest delay a `slow` answer may ask for: ten minutes. */
export const MAX_ANSWER_DELAY_MS = 600_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function status(value: unknown, path: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 200 && value <= 599) {
    return value;
  }
  throw new AnswerSpecError(`${path} must be an HTTP status from 200 to 599`, path);
}

function delay(value: unknown, path: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) {
    if (value <= MAX_ANSWER_DELAY_MS) return value;
  }
  throw new AnswerSpecError(`${path} must be milliseconds from 0 to ${MAX_ANSWER_DELAY_MS}`, path);
}

function pattern(source: string, path: string): RegExp {
  try {
    return new RegExp(source);
  } catch (error) {
    throw new AnswerSpecError(
      `${path} is not a regular expression: ${(error as Error).message}`,
      path,
    );
  }
}

/** Rejects the records whose `field` holds a value that does not match `mustMatch`. */
function rejectByField(field: string, mustMatch: RegExp, message: string): WebhookAnswer {
  return reject((record) => {
    const value = record.values?.[field]?.value;
    if (value === undefined || value === null || mustMatch.test(String(value))) return undefined;
    return { [field]: message.replaceAll('{value}', String(value)) };
  });
}

function stringMap(value: unknown, path: string): Record<string, string> {
  if (!isRecord(value) || Object.values(value).some((item) => typeof item !== 'string')) {
    throw new AnswerSpecError(`${path} must be an object of strings`, path);
  }
  return value as Record<string, string>;
}

/** One JSON answer as a {@link WebhookAnswer}. */
export function answerFromSpec(spec: unknown, path = 'answer'): WebhookAnswer {
  if (typeof spec === 'string') return answerFromText(spec, path);
  if (!isRecord(spec)) throw new AnswerSpecError(`${path} must be an object or a string`, path);
  switch (spec.kind) {
    case 'accept':
      return accept(spec.body ?? {});
    case 'respond':
      return respond(
        status(spec.status, `${path}.status`),
        spec.body,
        spec.headers === undefined ? undefined : stringMap(spec.headers, `${path}.headers`),
      );
    case 'too-many-requests':
      return tooManyRequests(
        spec.retryAfterSeconds === undefined
          ? 1
          : delay(spec.retryAfterSeconds, `${path}.retryAfterSeconds`),
      );
    case 'reject': {
      if (spec.records !== undefined) {
        if (!isRecord(spec.records)) {
          throw new AnswerSpecError(`${path}.records must be messages by record id`, path);
        }
        const rule: Record<string, Record<string, string>> = {};
        for (const [id, messages] of Object.entries(spec.records)) {
          rule[id] = stringMap(messages, `${path}.records.${id}`);
        }
        return reject(rule);
      }
      if (typeof spec.field !== 'string' || typeof spec.mustMatch !== 'string') {
        throw new AnswerSpecError(
          `${path}: a reject answer names records (records) or a field and a pattern (field, mustMatch)`,
          path,
        );
      }
      const message = typeof spec.message === 'string' ? spec.message : `"{value}" is not accepted`;
      return rejectByField(spec.field, pattern(spec.mustMatch, `${path}.mustMatch`), message);
    }
    case 'slow':
      return slow(
        delay(spec.delayMs, `${path}.delayMs`),
        spec.then === undefined ? accept() : answerFromSpec(spec.then, `${path}.then`),
      );
    case 'cut':
      if (spec.when !== undefined && spec.when !== 'mid-body' && spec.when !== 'before-answer') {
        throw new AnswerSpecError(`${path}.when must be mid-body or before-answer`, path);
      }
      return cutOff(spec.when ?? 'mid-body');
    case 'stop-reading':
      return stopReading();
    case 'silent':
      return noAnswer();
    default:
      throw new AnswerSpecError(
        `${path}.kind must be one of accept, respond, reject, too-many-requests, slow, cut, stop-reading, silent`,
        `${path}.kind`,
      );
  }
}

/** One answer of the text form (see the module comment). */
export function answerFromText(text: string, path = 'answer'): WebhookAnswer {
  const [word = '', ...rest] = text.trim().split(':');
  const argument = rest.join(':');
  if (word === 'accept' && argument === '') return accept();
  if (word === 'silent' && argument === '') return noAnswer();
  if (word === 'cut') {
    if (argument === '' || argument === 'mid-body') return cutOff('mid-body');
    if (argument === 'before-answer') return cutOff('before-answer');
  }
  if (word === 'slow' && /^\d+$/.test(argument)) return slow(delay(Number(argument), path));
  if (word === 'reject') {
    const at = argument.indexOf('~');
    if (at > 0) {
      const field = argument.slice(0, at);
      const source = argument.slice(at + 1);
      return rejectByField(field, pattern(source, path), `"{value}" is not accepted`);
    }
  }
  if (/^\d{3}$/.test(word)) {
    const code = status(Number(word), path);
    if (code === 429) {
      if (argument === '') return tooManyRequests();
      if (/^\d+$/.test(argument)) return tooManyRequests(Number(argument));
    } else if (argument === '') {
      return code >= 500
        ? serverError(code)
        : respond(code, code < 300 ? {} : { error: `${code}` });
    }
  }
  throw new AnswerSpecError(
    `${path}: "${text}" is not an answer (accept, reject:FIELD~PATTERN, 429[:SECONDS], STATUS, slow:MS, cut[:before-answer], silent)`,
    path,
  );
}

/**
 * A whole script: a JSON array of answers, or the text form's answers separated by commas.
 *
 * @example
 * parseScript('429:2,accept'); // [tooManyRequests(2), accept()]
 * parseScript([{ kind: 'reject', field: 'email', mustMatch: '@' }]);
 */
export function parseScript(spec: unknown, path = 'answers'): WebhookAnswer[] {
  if (typeof spec === 'string') {
    const parts = spec.split(',').filter((part) => part.trim() !== '');
    return parts.map((part, index) => answerFromText(part, `${path}[${index}]`));
  }
  if (!Array.isArray(spec)) {
    throw new AnswerSpecError(`${path} must be a list of answers or a text script`, path);
  }
  return spec.map((answer, index) => answerFromSpec(answer, `${path}[${index}]`));
}
