/**
 * What users save of their work to run again: runbooks (recorded sequences of sheet tools) and
 * their routines (the steps, in `ordinal` order), saved transformations of an app (found again by
 * the field keys they touch), and AI-assist prompts. The dev server stores them and answers them
 * back; it runs none of them (the hosted service's models and runbook engine do not run here).
 * Every reference is checked: the account, the app, the space and environment, the sheets.
 * @module
 */
import { badRequest } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { requireSheet, requireSpace } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import { findResource, findSheet, findSpace } from './parents';
import type { ResourceDefinition, ResourceEntity } from './resource-definition';
import { resourceHandlers } from './resource-handlers';
import { storedCollection } from './resource-store';

const OWNED = ['id', 'createdAt', 'updatedAt'] as const;

/** Checks the references a body names besides its parent: the account, the app, the environment. */
function checkReferences(body: Record<string, unknown>, runtime: DevRuntime, spaceId?: string) {
  if (body.accountId !== undefined && body.accountId !== runtime.accountId) {
    throw badRequest(
      `body.accountId ${String(body.accountId)} is not this server's account (${runtime.accountId})`,
      'body.accountId',
    );
  }
  if (body.appId !== undefined)
    findResource('apps', 'App')(runtime, String(body.appId), 'body.appId');
  if (spaceId !== undefined && body.environmentId !== undefined) {
    const space = requireSpace(runtime, spaceId, 'body.spaceId');
    if (space.environmentId !== body.environmentId) {
      throw badRequest(
        `body.environmentId ${String(body.environmentId)} is not the environment of space ${spaceId}`,
        'body.environmentId',
      );
    }
  }
}

/** Checks a runbook's sheets (`config.sourceSheetIds`, `config.destinationSheetIds`). */
function checkRunbookSheets(config: unknown, runtime: DevRuntime) {
  if (config === undefined) return;
  const sheets = config as { sourceSheetIds: string[]; destinationSheetIds: string[] };
  for (const side of ['sourceSheetIds', 'destinationSheetIds'] as const) {
    sheets[side].forEach((sheetId, index) => {
      requireSheet(runtime, sheetId, `body.config.${side}[${index}]`);
    });
  }
}

export const runbooks: ResourceDefinition = {
  label: 'Runbook',
  collection: storedCollection('runbooks'),
  idPrefix: 'us_rb_',
  idParam: 'runbookId',
  operations: {
    list: 'listRunbooks',
    create: 'createRunbook',
    get: 'getRunbook',
    update: 'updateRunbook',
    delete: 'deleteRunbook',
  },
  parent: { field: 'spaceId', source: 'body', required: true, find: findSpace },
  filters: { appId: true, environmentId: true },
  serverOwned: [...OWNED, 'createdBy'],
  accept: (body, runtime, entity) => {
    checkReferences(body, runtime, entity ? undefined : String(body.spaceId));
    checkRunbookSheets(body.config, runtime);
    return body;
  },
  initial: (runtime) => ({ createdBy: runtime.actorId }),
  // Its routines go with it.
  beforeDelete: (entity, runtime) => {
    for (const routine of routines.collection(runtime).list()) {
      if (routine.runbookId === entity.id) routines.collection(runtime).delete(routine.id);
    }
  },
};

export const routines: ResourceDefinition = {
  label: 'Routine',
  collection: storedCollection('routines'),
  idPrefix: 'us_rtn_',
  idParam: 'routineId',
  operations: {
    list: 'listRoutines',
    create: 'createRoutine',
    get: 'getRoutine',
    update: 'updateRoutine',
    delete: 'deleteRoutine',
  },
  parent: {
    field: 'runbookId',
    source: 'body',
    required: true,
    find: findResource('runbooks', 'Runbook'),
  },
  serverOwned: [...OWNED, 'createdBy', 'spaceId', 'environmentId'],
  initial: (runtime) => ({ createdBy: runtime.actorId }),
  view: ({ environmentId: _environment, spaceId: _space, ...routine }) => routine,
  // A runbook's steps, in the order they run.
  answers: {
    list: ({ data }) => ({
      data: [...(data as ResourceEntity[])].sort(
        (a, b) => (a.ordinal as number) - (b.ordinal as number),
      ),
    }),
  },
};

export const prompts: ResourceDefinition = {
  label: 'Prompt',
  collection: storedCollection('prompts'),
  idPrefix: 'us_pr_',
  idParam: 'promptId',
  operations: {
    list: 'listPrompts',
    create: 'createPrompt',
    get: 'getPrompt',
    update: 'updatePrompt',
    delete: 'deletePrompt',
  },
  parent: { field: 'spaceId', source: 'body', required: true, find: findSpace },
  filters: {
    promptType: (entity, value) => value === 'ALL' || entity.promptType === value,
  },
  pagination: { defaultPageSize: 100, withPagination: true },
  serverOwned: [...OWNED, 'createdById', 'accountId'],
  accept: (body, runtime, entity) => {
    checkReferences(body, runtime, entity ? undefined : String(body.spaceId));
    return body;
  },
  initial: (runtime, body) => ({
    createdById: runtime.actorId,
    accountId: runtime.accountId,
    promptType: body.promptType ?? 'AI_ASSIST',
  }),
};

export const transformations: ResourceDefinition = {
  label: 'Transformation',
  collection: storedCollection('transformations'),
  idPrefix: 'us_tr_',
  idParam: 'transformationId',
  // The list matches field keys (below); there is no get.
  operations: {
    create: 'createTransformation',
    update: 'updateTransformation',
    delete: 'deleteTransformation',
  },
  parent: { field: 'sheetId', source: 'body', required: true, find: findSheet },
  serverOwned: [...OWNED, 'solvedErrorMessages', 'usageCount', 'lastExecuted'],
  accept: (body, runtime) => {
    checkReferences(body, runtime);
    if (body.sheetId !== undefined) {
      const { spaceId, environmentId } = findSheet(runtime, String(body.sheetId), 'body.sheetId');
      for (const [key, value] of Object.entries({ spaceId, environmentId })) {
        if (body[key] !== undefined && body[key] !== value) {
          throw badRequest(
            `body.${key} ${String(body[key])} is not the ${key.replace('Id', '')} of sheet ${String(body.sheetId)}`,
            `body.${key}`,
          );
        }
      }
    }
    return body;
  },
  initial: () => ({ solvedErrorMessages: [], usageCount: 0 }),
  answers: {
    create: ({ data }) => ({ success: true, data }),
    update: ({ data }) => ({ success: true, data }),
  },
};

/** Transformations listed per page of `listTransformations`. */
const TRANSFORMATIONS_PER_PAGE = 25;

/** |a ∩ b| / |a ∪ b|: how alike two sets of field keys are. */
function jaccard(a: string[], b: string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  const shared = [...left].filter((key) => right.has(key)).length;
  const union = new Set([...left, ...right]).size;
  return union === 0 ? 0 : shared / union;
}

const asList = (value: unknown) =>
  value === undefined ? undefined : (Array.isArray(value) ? value : [value]).map(String);

export const savedWorkHandlers: HandlerMap = {
  ...resourceHandlers(runbooks),
  ...resourceHandlers(routines),
  ...resourceHandlers(prompts),
  ...resourceHandlers(transformations),

  /**
   * The app's transformations whose keys are like `matchKeys` (Jaccard similarity at least
   * `overlap`, 0.8 by default) and, with `filterKeys`, touch every one of those keys.
   */
  listTransformations: ({ query }, runtime) => {
    const appId = String(query.appId);
    findResource('apps', 'App')(runtime, appId, 'query.appId');
    const matchKeys = asList(query.matchKeys) ?? [];
    const filterKeys = asList(query.filterKeys) ?? [];
    const overlap = typeof query.overlap === 'number' ? query.overlap : 0.8;
    if (overlap < 0 || overlap > 1) {
      throw badRequest('query.overlap must be from 0 to 1 (a Jaccard similarity)', 'query.overlap');
    }
    const page = typeof query.page === 'number' ? query.page : 1;
    if (!Number.isInteger(page) || page < 1) {
      throw badRequest('query.page must be a whole number from 1', 'query.page');
    }
    const matching = transformations
      .collection(runtime)
      .list()
      .filter((transformation) => {
        const keys = transformation.keys as string[];
        return (
          transformation.appId === appId &&
          jaccard(keys, matchKeys) >= overlap &&
          filterKeys.every((key) => keys.includes(key))
        );
      });
    const start = (page - 1) * TRANSFORMATIONS_PER_PAGE;
    return { success: true, data: matching.slice(start, start + TRANSFORMATIONS_PER_PAGE) };
  },
};
