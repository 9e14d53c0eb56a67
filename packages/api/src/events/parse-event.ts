import { z } from 'zod';
import { EventValidationError } from '../errors/event-validation-error';
import {
  type EventTopic,
  eventSchemas,
  eventTopics,
  type ImportkitEvent,
} from '../generated/event-catalog';
import { type SchemaPredicate, schemaPredicate } from './schema-predicate';

const envelopeSchema = z.looseObject({
  id: z.string().min(1),
  topic: z.string(),
  domain: z.string(),
  createdAt: z.string(),
  context: z.looseObject({ environmentId: z.string() }),
  payload: z.unknown(),
});

const knownTopics: ReadonlySet<string> = new Set(eventTopics);

export type ParseEventResult =
  | { ok: true; event: ImportkitEvent }
  | { ok: false; error: EventValidationError };

/**
 * Checks one event envelope: JSON text or an already parsed value. The envelope fields (`id`,
 * `topic`, `domain`, `createdAt`, `context.environmentId`) must be there, the topic must be one of
 * the catalog, and payload and context must match the topic's schema. Unknown extra keys are
 * kept, an enum value the catalog does not list yet (a new job status) is accepted as any text,
 * and `domain` may differ from the topic's prefix (as the hosted service's does). Never throws.
 *
 * @example
 * ```ts
 * const result = parseEvent(message.data);
 * if (result.ok) handle(result.event);
 * else console.warn(result.error.message);
 * ```
 */
export function parseEvent(raw: unknown): ParseEventResult {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch (cause) {
      return { ok: false, error: new EventValidationError(undefined, ['not JSON'], { cause }) };
    }
  }
  // A plain check of the envelope's rules spares well-formed events the zod pass (and the copy
  // of the object it makes); zod runs only to word what is wrong with one that is not.
  if (!isPlainEnvelope(value)) {
    const envelope = envelopeSchema.safeParse(value);
    if (!envelope.success) {
      return { ok: false, error: invalid(idOf(value), envelope.error) };
    }
  }
  const { id, topic } = value as z.infer<typeof envelopeSchema>;
  if (!knownTopics.has(topic)) {
    return { ok: false, error: new EventValidationError(id, [`topic: unknown topic "${topic}"`]) };
  }
  // `domain` is not compared with the topic: the hosted service names wider domains than the
  // topic's prefix (its records events say `workbook`), and such an event is still well formed.
  const { payload, context } = value as { payload?: unknown; context: unknown };
  const checks = topicChecks(topic as EventTopic);
  // The predicates answer only "surely valid"; anything else is zod's to decide and to word.
  if (!checks.payload(payload) || !checks.context(context)) {
    const schemas = eventSchemas[topic as EventTopic];
    const payloadResult = schemas.payload.safeParse(payload);
    if (!payloadResult.success) {
      return { ok: false, error: invalid(id, payloadResult.error, 'payload') };
    }
    const contextResult = schemas.context.safeParse(context);
    if (!contextResult.success) {
      return { ok: false, error: invalid(id, contextResult.error, 'context') };
    }
  }
  // The checked value is the caller's own object: zod's copy would only drop nothing and cost time.
  return { ok: true, event: value as ImportkitEvent };
}

type TopicChecks = { payload: SchemaPredicate; context: SchemaPredicate };
const neverSure: SchemaPredicate = () => false;
const checksByTopic = new Map<EventTopic, TopicChecks>();

/** The topic's payload and context predicates, made on first use (most topics never come). */
function topicChecks(topic: EventTopic): TopicChecks {
  let checks = checksByTopic.get(topic);
  if (checks === undefined) {
    const schemas = eventSchemas[topic];
    checks = {
      payload: schemaPredicate(schemas.payload) ?? neverSure,
      context: schemaPredicate(schemas.context) ?? neverSure,
    };
    checksByTopic.set(topic, checks);
  }
  return checks;
}

function invalid(id: string | undefined, error: z.ZodError, where?: string): EventValidationError {
  const issues = error.issues.map((issue) => {
    const path = [...(where ? [where] : []), ...issue.path.map(String)].join('.') || '(root)';
    return `${path}: ${issue.message}`;
  });
  return new EventValidationError(id, issues, { cause: error });
}

/** True only when `envelopeSchema` surely accepts `value` (false sends it to zod). */
function isPlainEnvelope(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { id, topic, domain, createdAt, context } = value;
  return (
    typeof id === 'string' &&
    id !== '' &&
    typeof topic === 'string' &&
    typeof domain === 'string' &&
    typeof createdAt === 'string' &&
    isRecord(context) &&
    typeof context.environmentId === 'string'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}
