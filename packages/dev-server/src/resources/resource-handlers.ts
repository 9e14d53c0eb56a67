/**
 * The one implementation of create, get, list, update and delete for every resource of the
 * resource table: parent lookup, server-owned fields, list filters and pages, and the event each
 * change emits. Hand-written behaviour lives beside the table, never here.
 * @module
 */
import { badRequest, notFound } from '../http/http-error';
import type { HandlerMap, OperationInput } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { defined, fieldChanges } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type {
  ParentFacts,
  ResourceAnswer,
  ResourceChange,
  ResourceDefinition,
  ResourceEntity,
  ResourceOperation,
} from './resource-definition';

const PAGE_KEYS = ['pageSize', 'pageNumber'];
const SORT_KEYS = ['sortField', 'sortDirection'];

/** The entity named by the path, or a 404 naming the path parameter. */
export function requireResource(
  definition: ResourceDefinition,
  runtime: DevRuntime,
  id: string,
): ResourceEntity {
  const found = definition.collection(runtime).get(id);
  if (!found) throw notFound(definition.label, id, definition.idParam);
  return found;
}

/** The wire shape of an entity. */
export function viewOf(
  definition: ResourceDefinition,
  runtime: DevRuntime,
  entity: ResourceEntity,
) {
  return definition.view ? definition.view(entity, runtime) : entity;
}

/** Emits the event of a change, when the resource has one for that kind. */
export function emitChange(
  definition: ResourceDefinition,
  runtime: DevRuntime,
  entity: ResourceEntity,
  change: ResourceChange,
): void {
  const events = definition.events;
  const topic = events?.[change.kind];
  if (!events || !topic) return;
  runtime.events.emit(
    topic,
    events.payload(entity, change, runtime) as Record<string, unknown>,
    events.context(runtime, entity),
  );
}

function refuseServerOwned(definition: ResourceDefinition, body: Record<string, unknown>) {
  for (const field of definition.serverOwned) {
    if (body[field] !== undefined) {
      throw badRequest(`body.${field} is set by the server and cannot be written`, `body.${field}`);
    }
  }
}

/** Reads the parent id of a request and looks the parent up. */
function parentOf(
  definition: ResourceDefinition,
  runtime: DevRuntime,
  input: CreateInput,
  forList: boolean,
): { id: string; facts: ParentFacts } | undefined {
  const rule = definition.parent;
  if (!rule) return undefined;
  const source = forList && rule.source === 'body' ? 'query' : rule.source;
  const bag =
    source === 'path'
      ? input.params
      : source === 'query'
        ? input.query
        : ((input.body ?? {}) as Record<string, unknown>);
  const key = source === 'path' ? rule.field : `${source}.${rule.field}`;
  const given = bag[rule.field];
  if (given === undefined) {
    if (forList) return undefined;
    if (rule.required) throw badRequest(`${key} is required`, key);
    if (!rule.fallback) return undefined;
    const id = rule.fallback(runtime);
    return { id, facts: rule.find(runtime, id, key) };
  }
  const id = String(given);
  return { id, facts: rule.find(runtime, id, key) };
}

function checkFilterKeys(definition: ResourceDefinition, query: Record<string, unknown>) {
  const allowed = new Set([
    ...Object.keys(definition.filters ?? {}),
    ...(definition.pagination ? PAGE_KEYS : []),
    ...(definition.sortFields ? SORT_KEYS : []),
    ...(definition.parent && definition.parent.source !== 'path' ? [definition.parent.field] : []),
  ]);
  for (const key of Object.keys(query)) {
    if (query[key] === undefined || allowed.has(key)) continue;
    const known = [...allowed].join(', ') || 'none';
    throw badRequest(
      `query.${key} is not a filter of ${definition.label.toLowerCase()}s (filters: ${known})`,
      `query.${key}`,
    );
  }
}

function page(
  definition: ResourceDefinition,
  items: unknown[],
  query: Record<string, unknown>,
): ResourceAnswer {
  const rule = definition.pagination;
  if (!rule) return { data: items };
  const pageSize = typeof query.pageSize === 'number' ? query.pageSize : rule.defaultPageSize;
  const pageNumber = typeof query.pageNumber === 'number' ? query.pageNumber : 1;
  const data = items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  if (!rule.withPagination) return { data };
  const pagination = {
    currentPage: pageNumber,
    pageCount: Math.max(1, Math.ceil(items.length / pageSize)),
    totalCount: items.length,
  };
  return { data, pagination };
}

/** Lists the entities a list request asks for (parent, filters), before paging. */
export function listEntities(
  definition: ResourceDefinition,
  runtime: DevRuntime,
  input: OperationInput,
): ResourceEntity[] {
  checkFilterKeys(definition, input.query);
  const parent = parentOf(definition, runtime, input, true);
  const field = definition.parent?.field;
  const filters = Object.entries(definition.filters ?? {}).filter(
    ([key]) => input.query[key] !== undefined,
  );
  const listed = definition
    .collection(runtime)
    .list()
    .filter((entity) => {
      if (parent && field && entity[field] !== parent.id) return false;
      return filters.every(([key, rule]) =>
        rule === true ? entity[key] === input.query[key] : rule(entity, input.query[key]),
      );
    });
  return sorted(definition, listed, input.query);
}

/** The entities in the order `sortField`/`sortDirection` ask for (else as stored). */
function sorted(
  definition: ResourceDefinition,
  entities: ResourceEntity[],
  query: Record<string, unknown>,
): ResourceEntity[] {
  const sortField = query.sortField;
  if (sortField === undefined || !definition.sortFields) return entities;
  const field = definition.sortFields[String(sortField)];
  if (field === undefined) {
    const known = Object.keys(definition.sortFields).join(', ');
    throw badRequest(
      `query.sortField ${String(sortField)} is not a field ${definition.label.toLowerCase()}s sort by (${known})`,
      'query.sortField',
    );
  }
  const direction = query.sortDirection === 'desc' ? -1 : 1;
  const compare = (a: unknown, b: unknown) => {
    if (a === b) return 0;
    if (a === undefined || a === null) return 1;
    if (b === undefined || b === null) return -1;
    if (typeof a === 'number' && typeof b === 'number') return (a - b) * direction;
    return String(a).localeCompare(String(b)) * direction;
  };
  // Array.prototype.sort is stable: equal entities keep their stored order.
  return [...entities].sort((a, b) => compare(a[field], b[field]));
}

/** What a create reads of a request: the parent's id (path, query or body) and the body. */
export type CreateInput = Pick<OperationInput, 'params' | 'query' | 'body'>;

/** A create's input made of a body alone (code that creates without a request of its own). */
export const bodyInput = (body: Record<string, unknown>): CreateInput => ({
  params: {},
  query: {},
  body,
});

/** Creates and stores an entity from a create request, and emits its `created` event. */
export function createEntity(
  definition: ResourceDefinition,
  runtime: DevRuntime,
  input: CreateInput,
  extra: Record<string, unknown> = {},
): ResourceEntity {
  const given = { ...((input.body ?? {}) as Record<string, unknown>) };
  refuseServerOwned(definition, given);
  const body = definition.accept ? definition.accept(given, runtime) : given;
  // The accepted body names the parent (a thread's space may come from its `resourceId`).
  const parent = parentOf(definition, runtime, { ...input, body }, false);
  const now = runtime.now();
  const inherited: Record<string, unknown> = {};
  if (parent && definition.parent) {
    if (parent.facts.environmentId !== undefined) {
      inherited.environmentId = parent.facts.environmentId;
    }
    if (parent.facts.spaceId !== undefined) inherited.spaceId = parent.facts.spaceId;
    inherited[definition.parent.field] = parent.id;
  }
  const timestamps = definition.timestamps === false ? {} : { createdAt: now, updatedAt: now };
  const entity = defined({
    id: runtime.nextId(definition.idPrefix),
    ...body,
    ...inherited,
    ...definition.initial?.(runtime, body),
    ...extra,
    ...timestamps,
  }) as ResourceEntity;
  definition.collection(runtime).put(entity);
  emitChange(definition, runtime, entity, { kind: 'created' });
  return entity;
}

/** Applies a patch, stores it and emits `updated` with the field changes (none: no event). */
export function updateEntity(
  definition: ResourceDefinition,
  runtime: DevRuntime,
  entity: ResourceEntity,
  given: Record<string, unknown>,
): ResourceEntity {
  refuseServerOwned(definition, given);
  const patch = definition.accept ? definition.accept(given, runtime, entity) : given;
  const changes = fieldChanges(entity, patch);
  if (changes.length === 0) return entity;
  const timestamps = definition.timestamps === false ? {} : { updatedAt: runtime.now() };
  const updated = defined({ ...entity, ...patch, ...timestamps }) as ResourceEntity;
  definition.collection(runtime).put(updated);
  emitChange(definition, runtime, updated, { kind: 'updated', changes });
  return updated;
}

/** Removes an entity and emits its `deleted` event. */
export function deleteEntity(
  definition: ResourceDefinition,
  runtime: DevRuntime,
  entity: ResourceEntity,
): void {
  definition.beforeDelete?.(entity, runtime);
  definition.collection(runtime).delete(entity.id);
  emitChange(definition, runtime, entity, { kind: 'deleted' });
}

/** The wire body of an operation's answer: the default `{ data }`, or the row's own shape. */
export function answerOf(
  definition: ResourceDefinition,
  operation: ResourceOperation,
  body: ResourceAnswer,
): unknown {
  const reshape = definition.answers?.[operation];
  return reshape ? reshape(body) : body;
}

/**
 * The handlers of a resource's plain operations, by operationId.
 *
 * @example
 * const handlers = resourceHandlers(secretResource); // { listSecrets, deleteSecret, … }
 */
export function resourceHandlers(definition: ResourceDefinition): HandlerMap {
  const { operations } = definition;
  const handlers: HandlerMap = {};
  const answer = (operation: ResourceOperation, body: ResourceAnswer) =>
    answerOf(definition, operation, body);
  const one = (input: OperationInput, runtime: DevRuntime) => {
    const id = input.params[definition.idParam] as string;
    const entity = requireResource(definition, runtime, id);
    // Nested under its parent's path: another parent's entity is not found there.
    const rule = definition.parent;
    if (rule?.source === 'path' && entity[rule.field] !== input.params[rule.field]) {
      throw notFound(definition.label, id, definition.idParam);
    }
    return entity;
  };
  if (operations.list) {
    handlers[operations.list] = (input, runtime) =>
      answer(
        'list',
        page(
          definition,
          listEntities(definition, runtime, input).map((entity) =>
            viewOf(definition, runtime, entity),
          ),
          input.query,
        ),
      );
  }
  if (operations.create) {
    handlers[operations.create] = (input, runtime) =>
      answer('create', {
        data: viewOf(definition, runtime, createEntity(definition, runtime, input)),
      });
  }
  if (operations.get) {
    handlers[operations.get] = (input, runtime) =>
      answer('get', { data: viewOf(definition, runtime, one(input, runtime)) });
  }
  if (operations.update) {
    handlers[operations.update] = (input, runtime) => {
      const patch = (input.body ?? {}) as Record<string, unknown>;
      const updated = updateEntity(definition, runtime, one(input, runtime), patch);
      return answer('update', { data: viewOf(definition, runtime, updated) });
    };
  }
  if (operations.delete) {
    handlers[operations.delete] = (input, runtime) => {
      const entity = one(input, runtime);
      deleteEntity(definition, runtime, entity);
      return definition.deleted ? definition.deleted(entity, runtime) : success();
    };
  }
  return handlers;
}
