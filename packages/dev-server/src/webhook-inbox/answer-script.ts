/**
 * The answer script of a webhook: what it answers to each request, in order or by a function.
 * A plain data model with no dependency (not even Node's), shared by the dev server's webhook
 * inbox and `@importkit/testing`'s receiver: accept, reject given records, 429 with
 * `Retry-After`, any status, slow, cut off, or no answer at all.
 * @module
 */

/** The webhook payload as far as answers read it: the workbook, its sheets and record ids. */
export interface ScriptPayload {
  readonly workbook?: {
    readonly id?: string;
    readonly sheets?: readonly {
      readonly id: string;
      readonly name?: string;
      readonly records?: readonly ScriptRecord[];
    }[];
  };
}

/** A record of the payload: its id and cells. */
export interface ScriptRecord {
  readonly id: string;
  readonly values?: Readonly<Record<string, { readonly value?: unknown } | undefined>>;
}

/** Messages by field key, for one rejected record: `{ email: 'Bounced' }`. */
export type FieldMessages = Readonly<Record<string, string>>;

/**
 * The records to reject: messages by record id, or a function of each record sent (and its
 * sheet's id) returning its messages, or `undefined` to accept it.
 */
export type RejectionRule =
  | Readonly<Record<string, FieldMessages>>
  | ((record: ScriptRecord, sheetId: string) => FieldMessages | undefined);

/** One scripted answer. */
export type WebhookAnswer =
  | {
      readonly kind: 'respond';
      readonly status: number;
      readonly body?: unknown;
      readonly headers?: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'reject'; readonly rule: RejectionRule }
  | { readonly kind: 'slow'; readonly delayMs: number; readonly then: WebhookAnswer }
  | { readonly kind: 'cut'; readonly when: 'mid-body' | 'before-answer' }
  | {
      readonly kind: 'trickle';
      readonly status: number;
      readonly chunk: string;
      readonly everyMs: number;
    }
  | { readonly kind: 'stop-reading' }
  | { readonly kind: 'silent' };

/** What a script function sees of a request before its body is read. */
export interface ScriptRequest {
  /** 0 for the first request the receiver got. */
  readonly index: number;
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * The script: answers used in order, the last one repeating (an empty list accepts everything),
 * or a function choosing each answer.
 */
export type WebhookScript = readonly WebhookAnswer[] | ((request: ScriptRequest) => WebhookAnswer);

/**
 * `200` with a JSON body (`{}` by default): every record accepted.
 *
 * @example
 * startWebhookReceiver({ script: [accept()] });
 */
export function accept(body: unknown = {}): WebhookAnswer {
  return { kind: 'respond', status: 200, body };
}

/**
 * `200` with `rejections` for the given records, in the layout the egress plugin reads back
 * onto the records' cells.
 *
 * @example
 * reject({ [recordId]: { email: 'Bounced' } });
 * reject((record) => (String(record.values?.email?.value).includes('@') ? undefined : { email: 'Not an email' }));
 */
export function reject(rule: RejectionRule): WebhookAnswer {
  return { kind: 'reject', rule };
}

/**
 * `429 Too Many Requests` with `Retry-After` (seconds).
 *
 * @example
 * startWebhookReceiver({ script: [tooManyRequests(30), accept()] });
 */
export function tooManyRequests(retryAfterSeconds = 1): WebhookAnswer {
  return respond(429, { error: 'Too many requests' }, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * A server error (`500` by default, or `502`, `503`, `504`…), with an optional `Retry-After`.
 *
 * @example
 * startWebhookReceiver({ script: [serverError(503), accept()] }); // the sender retries
 */
export function serverError(status = 500, retryAfterSeconds?: number): WebhookAnswer {
  const headers =
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) };
  return respond(status, { error: `Server error ${status}` }, headers);
}

/**
 * Any status, body (JSON, or text when a string) and headers.
 *
 * @example
 * respond(302, undefined, { location: '/elsewhere' });
 */
export function respond(
  status: number,
  body?: unknown,
  headers?: Readonly<Record<string, string>>,
): WebhookAnswer {
  return { kind: 'respond', status, body, headers };
}

/**
 * `then` (by default `accept()`), after the body was read and `delayMs` more passed.
 *
 * @example
 * slow(2_000, reject({ [recordId]: { email: 'Bounced' } }));
 */
export function slow(delayMs: number, then: WebhookAnswer = accept()): WebhookAnswer {
  return { kind: 'slow', delayMs, then };
}

/**
 * The connection closed without an answer: `mid-body` (default) after the first bytes of the
 * body, `before-answer` once the whole body was read.
 *
 * @example
 * startWebhookReceiver({ script: [cutOff(), accept()] }); // the retry reads the records again
 */
export function cutOff(when: 'mid-body' | 'before-answer' = 'mid-body'): WebhookAnswer {
  return { kind: 'cut', when };
}

/**
 * A response whose body never ends: the status, then `chunk` every `everyMs` until the sender
 * hangs up (to test a cap on the response's size, or a timeout).
 *
 * @example
 * startWebhookReceiver({ script: [trickle()] });
 */
export function trickle(status = 200, chunk = ' '.repeat(4096), everyMs = 1): WebhookAnswer {
  return { kind: 'trickle', status, chunk, everyMs };
}

/**
 * The body is never read (the sender's writes back up) and no answer comes.
 *
 * @example
 * startWebhookReceiver({ script: [stopReading()] }); // the sender's timeout fires
 */
export function stopReading(): WebhookAnswer {
  return { kind: 'stop-reading' };
}

/**
 * No answer at all: the request waits until the sender gives up (its timeout).
 *
 * @example
 * startWebhookReceiver({ script: [noAnswer()] });
 */
export function noAnswer(): WebhookAnswer {
  return { kind: 'silent' };
}

/** The answer the script gives to this request. */
export function pickAnswer(script: WebhookScript, request: ScriptRequest): WebhookAnswer {
  if (typeof script === 'function') return script(request);
  return script[Math.min(request.index, script.length - 1)] ?? accept();
}

/** An answer with its delays added up: what to do, and how long to wait before doing it. */
export interface PlannedAnswer {
  readonly delayMs: number;
  readonly final: Exclude<WebhookAnswer, { kind: 'slow' }>;
}

/** Unwraps `slow` answers (nested ones add up). */
export function planAnswer(answer: WebhookAnswer): PlannedAnswer {
  let delayMs = 0;
  let current = answer;
  while (current.kind === 'slow') {
    delayMs += current.delayMs;
    current = current.then;
  }
  return { delayMs, final: current };
}

/** The JSON body of a `reject` answer for this payload. */
export function rejectionBody(rule: RejectionRule, payload: ScriptPayload): unknown {
  const sheets = payload.workbook?.sheets ?? [];
  const bySheet = new Map<string, { id: string; values: { field: string; message: string }[] }[]>();
  const add = (sheetId: string, id: string, messages: FieldMessages) => {
    const values = Object.entries(messages).map(([field, message]) => ({ field, message }));
    bySheet.set(sheetId, [...(bySheet.get(sheetId) ?? []), { id, values }]);
  };
  if (typeof rule === 'function') {
    for (const sheet of sheets) {
      for (const record of sheet.records ?? []) {
        const messages = rule(record, sheet.id);
        if (messages) add(sheet.id, record.id, messages);
      }
    }
  } else {
    const sheetOf = new Map<string, string>();
    for (const sheet of sheets) {
      for (const record of sheet.records ?? []) sheetOf.set(record.id, sheet.id);
    }
    for (const [id, messages] of Object.entries(rule)) {
      // A record that was not sent is named under the first sheet: the sender decides.
      add(sheetOf.get(id) ?? sheets[0]?.id ?? '', id, messages);
    }
  }
  return {
    rejections: {
      id: payload.workbook?.id,
      sheets: [...bySheet].map(([sheetId, rejectedRecords]) => ({ sheetId, rejectedRecords })),
    },
  };
}
