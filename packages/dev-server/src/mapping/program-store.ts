/**
 * Mapping programs as stored: the fields of their two sides, their rules, the sheets they name,
 * and the events their changes emit (`program:created|updated`, payload `{}`, context
 * `ContextProgram`: the account, environment and program, with the CS keys of the sheet the
 * program maps onto — or from, when it names only its source — when a side names one).
 * @module
 */
import { badRequest, notFound } from '../http/http-error';
import type { EventContext } from '../runtime/event-log';
import { defined } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { FieldConfig } from '../store/entities';
import type { ProgramSides, RuleInput } from './mapping-rules';

/** A stored rule: the request's rule with its id and timestamps. */
export interface StoredRule extends RuleInput {
  id: string;
  config: Record<string, unknown>;
  confidence?: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * What of a rule the server owns: a request's (the hosted client sends rules back whole, with
 * their dates) are ignored.
 */
const SERVER_OWNED_RULE_KEYS = ['id', 'createdBy', 'createdAt', 'updatedAt', 'deletedAt'];

/** Where a program's events are: the CS keys of the sheet it names. */
export interface ProgramPlace {
  environmentId: string;
  spaceId: string;
  workbookId: string;
  sheetId: string;
}

/** A stored program. */
export interface ProgramEntity {
  id: string;
  environmentId: string;
  sourceSheetId?: string;
  destinationSheetId?: string;
  sourceFields: FieldConfig[];
  destinationFields: FieldConfig[];
  rules: StoredRule[];
  namespace?: string;
  familyId?: string;
  /** The sheet a side names (the destination's, else the source's); none for configs only. */
  place?: ProgramPlace;
  /** When a transform first ran it, and who asked for that run (the hosted "accepted"). */
  acceptedAt?: string;
  acceptedBy?: string;
  /** The hosted token for changing a saved program: returned, never checked (see the contract). */
  accessToken?: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** What a response says about rule changes. */
export interface ProgramSummary {
  totalRuleCount: number;
  addedRuleCount: number;
  deletedRuleCount: number;
}

export const programCollection = (runtime: DevRuntime) =>
  runtime.store.collection<ProgramEntity>('mappingPrograms');

/** The program named by `id`, or a 404 naming `key`. */
export function requireProgram(runtime: DevRuntime, id: string, key: string): ProgramEntity {
  const found = programCollection(runtime).get(id);
  if (!found) throw notFound('Mapping program', id, key);
  return found;
}

/** The field keys of each side, for checking rules. */
export function sidesOf(program: Pick<ProgramEntity, 'sourceFields' | 'destinationFields'>) {
  return {
    sourceKeys: new Set(program.sourceFields.map((field) => field.key)),
    destinationKeys: new Set(program.destinationFields.map((field) => field.key)),
  } satisfies ProgramSides;
}

/** A rule as stored, from a request's rule (its server-owned keys ignored). */
export function storedRule(runtime: DevRuntime, rule: RuleInput, id?: string): StoredRule {
  const now = runtime.now();
  const settings = Object.fromEntries(
    Object.entries(rule).filter(([key]) => !SERVER_OWNED_RULE_KEYS.includes(key)),
  );
  return defined({
    ...settings,
    id: id ?? runtime.nextId('us_mr_'),
    config: rule.config ?? {},
    createdBy: runtime.actorId,
    createdAt: now,
    updatedAt: now,
  }) as StoredRule;
}

/** The wire shape (`Program`). */
export function programView(program: ProgramEntity, summary?: ProgramSummary) {
  return defined({
    id: program.id,
    accessToken: program.accessToken,
    rules: program.rules,
    sourceKeys: program.sourceFields.map((field) => field.key),
    destinationKeys: program.destinationFields.map((field) => field.key),
    sourceSheetId: program.sourceSheetId,
    destinationSheetId: program.destinationSheetId,
    environmentId: program.environmentId,
    namespace: program.namespace,
    familyId: program.familyId,
    summary,
    createdBy: program.createdBy,
    createdAt: program.createdAt,
    updatedAt: program.updatedAt,
    acceptedAt: program.acceptedAt,
    acceptedBy: program.acceptedBy,
  });
}

/**
 * `ContextProgram`: accountId, environmentId, programId, actorId, and the CS keys (spaceId,
 * workbookId, sheetId) of the sheet the program names, when it names one.
 */
export function programContext(runtime: DevRuntime, program: ProgramEntity): EventContext {
  const { place } = program;
  return defined({
    accountId: runtime.accountId,
    environmentId: program.environmentId,
    spaceId: place?.spaceId,
    workbookId: place?.workbookId,
    sheetId: place?.sheetId,
    programId: program.id,
    actorId: runtime.actorId,
  }) as EventContext;
}

/** Emits a program event (`program:created|updated|recomputing|recomputed`). */
export function emitProgramEvent(
  runtime: DevRuntime,
  topic: `program:${'created' | 'updated' | 'recomputing' | 'recomputed'}`,
  program: ProgramEntity,
): void {
  runtime.events.emit(topic, {}, programContext(runtime, program));
}

/** Stores a program and announces it (`program:created`, or `program:updated` when it existed). */
export function saveProgram(runtime: DevRuntime, program: ProgramEntity): ProgramEntity {
  const existed = programCollection(runtime).get(program.id) !== undefined;
  programCollection(runtime).put(program);
  emitProgramEvent(runtime, existed ? 'program:updated' : 'program:created', program);
  return program;
}

/**
 * Marks a program accepted (`acceptedAt`, `acceptedBy`) the first time a transform runs it: what
 * the hosted service records once a user accepts a mapping and it is applied. A later run keeps
 * the first acceptance.
 */
export function acceptProgram(runtime: DevRuntime, program: ProgramEntity, actorId: string): void {
  const stored = programCollection(runtime).get(program.id);
  if (!stored || stored.acceptedAt !== undefined) return;
  programCollection(runtime).put({ ...stored, acceptedAt: runtime.now(), acceptedBy: actorId });
}

/** Refuses two rules with one id in a list (`at(index)` names a rule). */
export function checkUniqueIds(ids: string[], at: (index: number) => string): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id)) throw badRequest(`${at(index)} names rule ${id} a second time`, at(index));
    seen.add(id);
  });
}
