/**
 * The mapping programs API: create (computed, and stored with `save`), list with the hosted
 * filters, get, update and delete. A program's sides are sheet configs or existing sheets; its
 * rules are checked against them (mapping-rules.ts); without rules it gets the suggested ones
 * (field-matching.ts). An unsaved program has no id, its rules have theirs (the hosted
 * `MappingRule` requires one), never stored.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { badRequest } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { paginate, requireEnvironment, requireJob, requireSheet } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { FieldConfig } from '../store/entities';
import { suggestedRules } from './field-matching';
import { checkRules, type RuleInput } from './mapping-rules';
import {
  type ProgramEntity,
  type ProgramPlace,
  programCollection,
  programView,
  requireProgram,
  saveProgram,
  sidesOf,
  storedRule,
} from './program-store';

/** One side of a program as a request gives it (`MappingSheetConfig`). */
interface SideInput {
  sheetId?: string;
  fields?: FieldConfig[];
}

interface ProgramInput {
  source?: SideInput;
  destination?: SideInput;
  rules?: RuleInput[];
  namespace?: string;
  familyId?: string;
  save?: boolean;
}

interface ResolvedSide {
  sheetId?: string;
  fields: FieldConfig[];
  place?: ProgramPlace;
}

/** The CS keys of a sheet that exists (a program's events carry them). */
function placeOf(runtime: DevRuntime, sheetId: string | undefined): ProgramPlace | undefined {
  const sheet = sheetId === undefined ? undefined : runtime.store.sheets.get(sheetId);
  const workbook = sheet && runtime.store.workbooks.get(sheet.workbookId);
  if (!sheet || !workbook) return undefined;
  return {
    environmentId: workbook.environmentId,
    spaceId: workbook.spaceId,
    workbookId: workbook.id,
    sheetId: sheet.id,
  };
}

/** The fields of one side: its own `fields`, or those of the sheet it names. */
export function resolveSide(runtime: DevRuntime, side: SideInput, at: string): ResolvedSide {
  let place: ProgramPlace | undefined;
  let fields = side.fields;
  if (side.sheetId !== undefined) {
    const { sheet } = requireSheet(runtime, side.sheetId, `${at}.sheetId`);
    place = placeOf(runtime, sheet.id);
    fields ??= sheet.config.fields;
  }
  if (!fields) throw badRequest(`${at} needs its fields or a sheetId`, at);
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field.key)) {
      const where = `${at}.fields[${index}].key`;
      throw badRequest(`${where} "${field.key}" is a second field with that key`, where);
    }
    seen.add(field.key);
  });
  return { sheetId: side.sheetId, fields, place };
}

/** The environment a program lives in: its sheets', the query's, or the server's default. */
function environmentOf(
  runtime: DevRuntime,
  queried: unknown,
  places: (ProgramPlace | undefined)[],
): string {
  const fromSheet = places.find((place) => place !== undefined)?.environmentId;
  if (typeof queried === 'string') {
    requireEnvironment(runtime, queried, 'query.environmentId');
    if (fromSheet !== undefined && fromSheet !== queried) {
      throw badRequest(
        `query.environmentId ${queried} is not the environment of the program's sheets (${fromSheet})`,
        'query.environmentId',
      );
    }
    return queried;
  }
  return fromSheet ?? runtime.environmentId;
}

/**
 * Builds a program from its input (sides, rules or the suggested ones), checked whole; stores
 * and announces it when `save` is set. Throws a 400 naming what is wrong.
 */
export function buildProgram(
  runtime: DevRuntime,
  input: ProgramInput,
  environmentQuery?: unknown,
): ProgramEntity {
  const source = resolveSide(runtime, input.source ?? {}, 'body.source');
  const destination = resolveSide(runtime, input.destination ?? {}, 'body.destination');
  const rules = input.rules ?? suggestedRules(source.fields, destination.fields);
  const sides = { sourceFields: source.fields, destinationFields: destination.fields };
  checkRules(rules, sidesOf(sides), (index) => `body.rules[${index}]`);
  const environmentId = environmentOf(runtime, environmentQuery, [destination.place, source.place]);
  const now = runtime.now();
  const program: ProgramEntity = {
    id: input.save === true ? runtime.nextId('us_mp_') : '',
    ...(input.save === true && { accessToken: `us_mpt_${randomBytes(16).toString('hex')}` }),
    environmentId,
    sourceSheetId: source.sheetId,
    destinationSheetId: destination.sheetId,
    ...sides,
    rules: rules.map((rule) => storedRule(runtime, rule)),
    namespace: input.namespace,
    familyId: input.familyId,
    place: destination.place ?? source.place,
    createdBy: runtime.actorId,
    createdAt: now,
    updatedAt: now,
  };
  if (input.save === true) saveProgram(runtime, program);
  return program;
}

/** An unsaved program's view: no program id (nothing names it later). */
function unsavedView(program: ProgramEntity) {
  const { id: _id, ...view } = programView(program, {
    totalRuleCount: program.rules.length,
    addedRuleCount: program.rules.length,
    deletedRuleCount: 0,
  }) as Record<string, unknown>;
  return view;
}

/** `a,b , c` → the set {a, b, c}. */
const keySet = (text: string) =>
  new Set(
    text
      .split(',')
      .map((key) => key.trim())
      .filter((key) => key !== ''),
  );

const sameKeys = (keys: string[], wanted: Set<string>) =>
  keys.length === wanted.size && keys.every((key) => wanted.has(key));

/** The program a job uses: its plan's or its transform input's. */
function programIdsOfJob(runtime: DevRuntime, jobId: string): Set<string> {
  const job = requireJob(runtime, jobId, 'query.jobId');
  const ids = new Set<string>();
  const input = job.input as { programId?: unknown } | undefined;
  if (typeof input?.programId === 'string') ids.add(input.programId);
  const plan = runtime.store.collection<{ id: string; programId?: string }>('jobPlans').get(jobId);
  if (plan?.programId) ids.add(plan.programId);
  return ids;
}

export const programHandlers: HandlerMap = {
  createMappingProgram: ({ body, query }, runtime) => {
    const program = buildProgram(runtime, body as ProgramInput, query.environmentId);
    if (!program.id) return { data: unsavedView(program) };
    const count = program.rules.length;
    return {
      data: programView(program, {
        totalRuleCount: count,
        addedRuleCount: count,
        deletedRuleCount: 0,
      }),
    };
  },

  listMappingPrograms: ({ query }, runtime) => {
    const after = typeof query.createdAfter === 'string' ? Date.parse(query.createdAfter) : NaN;
    const before = typeof query.createdBefore === 'string' ? Date.parse(query.createdBefore) : NaN;
    const sourceKeys = typeof query.sourceKeys === 'string' ? keySet(query.sourceKeys) : undefined;
    const destinationKeys =
      typeof query.destinationKeys === 'string' ? keySet(query.destinationKeys) : undefined;
    const ofJob =
      typeof query.jobId === 'string' ? programIdsOfJob(runtime, query.jobId) : undefined;
    if (typeof query.environmentId === 'string') {
      requireEnvironment(runtime, query.environmentId, 'query.environmentId');
    }
    const programs = programCollection(runtime)
      .list()
      .filter((program) => {
        const created = Date.parse(program.createdAt);
        if (query.environmentId !== undefined && program.environmentId !== query.environmentId) {
          return false;
        }
        if (query.createdBy !== undefined && program.createdBy !== query.createdBy) return false;
        if (!Number.isNaN(after) && created < after) return false;
        if (!Number.isNaN(before) && created > before) return false;
        if (query.familyId !== undefined && program.familyId !== query.familyId) return false;
        if (query.namespace !== undefined && program.namespace !== query.namespace) return false;
        if (ofJob && !ofJob.has(program.id)) return false;
        const view = programView(program);
        if (sourceKeys && !sameKeys(view.sourceKeys, sourceKeys)) return false;
        if (destinationKeys && !sameKeys(view.destinationKeys, destinationKeys)) return false;
        return true;
      });
    return { data: paginate(programs, query).map((program) => programView(program)) };
  },

  getMappingProgram: ({ params }, runtime) => ({
    data: programView(requireProgram(runtime, params.programId as string, 'programId')),
  }),

  updateMappingProgram: ({ params, body }, runtime) => {
    const program = requireProgram(runtime, params.programId as string, 'programId');
    const patch = body as ProgramInput;
    const source = patch.source ? resolveSide(runtime, patch.source, 'body.source') : undefined;
    const destination = patch.destination
      ? resolveSide(runtime, patch.destination, 'body.destination')
      : undefined;
    const sides = {
      sourceFields: source?.fields ?? program.sourceFields,
      destinationFields: destination?.fields ?? program.destinationFields,
    };
    const rules = patch.rules ?? program.rules;
    checkRules(rules, sidesOf(sides), (index) =>
      patch.rules ? `body.rules[${index}]` : `rule ${program.rules[index]?.id} of the program`,
    );
    const named = destination?.place ?? source?.place;
    if (named && named.environmentId !== program.environmentId) {
      throw badRequest(
        `The program's sheets must stay in its environment ${program.environmentId}`,
        destination?.place ? 'body.destination.sheetId' : 'body.source.sheetId',
      );
    }
    const sourceSheetId = source ? source.sheetId : program.sourceSheetId;
    const destinationSheetId = destination ? destination.sheetId : program.destinationSheetId;
    // `save` is the hosted client's: a stored program stays stored.
    const updated: ProgramEntity = {
      ...program,
      ...sides,
      sourceSheetId,
      destinationSheetId,
      rules: patch.rules ? patch.rules.map((rule) => storedRule(runtime, rule)) : program.rules,
      namespace: patch.namespace ?? program.namespace,
      familyId: patch.familyId ?? program.familyId,
      place: placeOf(runtime, destinationSheetId) ?? placeOf(runtime, sourceSheetId),
      updatedAt: runtime.now(),
    };
    saveProgram(runtime, updated);
    const summary = {
      totalRuleCount: updated.rules.length,
      addedRuleCount: patch.rules ? updated.rules.length : 0,
      deletedRuleCount: patch.rules ? program.rules.length : 0,
    };
    return { data: programView(updated, summary) };
  },

  deleteAllHistoryForUser: ({ body }, runtime) => {
    const { environmentId } = (body ?? {}) as { environmentId?: string };
    if (environmentId !== undefined) {
      requireEnvironment(runtime, environmentId, 'body.environmentId');
    }
    const programs = programCollection(runtime);
    for (const program of programs.list()) {
      if (program.createdBy !== runtime.actorId) continue;
      if (environmentId !== undefined && program.environmentId !== environmentId) continue;
      programs.delete(program.id);
    }
    return success();
  },

  deleteMappingProgram: ({ params }, runtime) => {
    const program = requireProgram(runtime, params.programId as string, 'programId');
    programCollection(runtime).delete(program.id);
    return success();
  },
};
