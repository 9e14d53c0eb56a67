/**
 * The shape of one row of the resource table: everything the one implementation in
 * `resource-handlers.ts` needs to serve create, get, list, update and delete for a resource.
 * @module
 */
import type { EventContext } from '../runtime/event-log';
import type { IdPrefix } from '../runtime/ids';
import type { DevRuntime } from '../runtime/runtime';
import type { EntityCollection } from '../store/dev-store';

/** A stored resource: the wire shape, keyed by id. */
export type ResourceEntity = { id: string } & Record<string, unknown>;

/** The five plain operations, each named by the contract's operationId. */
export type ResourceOperation = 'list' | 'create' | 'get' | 'update' | 'delete';

/** Where a parent's id is read from on a request. */
export type IdSource = 'path' | 'query' | 'body';

/**
 * How a resource finds and checks its parent: the parent's id is read from `source` under
 * `key`, looked up with `find` (which throws a 404 naming the key) and stored on the entity
 * under `field`; the entity also inherits the parent's `environmentId` (and `spaceId`).
 */
export interface ParentRule {
  /** The entity's field holding the parent id (`spaceId`, `sheetId`, `appId`, …). */
  field: string;
  /** Where create reads it; list reads it from the same place (or the query for `body`). */
  source: IdSource;
  /**
   * Without an id on create: a 400 naming it when true, the fallback (if any) otherwise. A list
   * without it lists every parent's entities (the contract marks the lists that need one).
   */
  required: boolean;
  /** Finds the parent or throws a 404; returns what the entity inherits from it. */
  find(runtime: DevRuntime, id: string, key: string): ParentFacts;
  /** Used when the request names no parent and `required` is false. */
  fallback?(runtime: DevRuntime): string;
}

/** What an entity inherits from its parent. */
export interface ParentFacts {
  /** Absent for a parent outside every environment (an app). */
  environmentId?: string;
  spaceId?: string;
}

/** What changed, for an event: the change kind and, for updates, the field changes. */
export interface ResourceChange {
  kind: 'created' | 'updated' | 'deleted';
  changes?: { field: string; previousValue: unknown; newValue: unknown }[];
}

/** The events a resource's changes emit, and how payload and context are built. */
export interface ResourceEvents {
  created?: string;
  updated?: string;
  deleted?: string;
  payload(entity: ResourceEntity, change: ResourceChange, runtime: DevRuntime): object;
  context(runtime: DevRuntime, entity: ResourceEntity): EventContext;
}

/** The body a shared operation answers by default: `{ data }`, with `pagination` on paged lists. */
export interface ResourceAnswer {
  data: unknown;
  pagination?: { currentPage: number; pageCount: number; totalCount: number };
}

/** One resource of the table. */
export interface ResourceDefinition {
  /** What an error calls it: `Secret us_sec_… not found`. */
  label: string;
  /** The store collection it lives in. */
  collection(runtime: DevRuntime): EntityCollection<ResourceEntity>;
  idPrefix: IdPrefix;
  /** The path parameter naming one entity (`secretId`). */
  idParam: string;
  /** The contract's operationIds this resource serves with the shared implementation. */
  operations: Partial<Record<ResourceOperation, string>>;
  parent?: ParentRule;
  /**
   * Query parameters of the list operation that filter, by name: `true` compares the entity's
   * field of the same name for equality; a function decides itself. Any other query key (besides
   * the parent and `pageSize`/`pageNumber`) is a 400 naming it.
   */
  filters?: Record<string, true | ((entity: ResourceEntity, value: unknown) => boolean)>;
  /** `pageSize`/`pageNumber`; `withPagination` adds `{ currentPage, pageCount, totalCount }`. */
  pagination?: { defaultPageSize: number; withPagination: boolean };
  /**
   * List sorting: each `sortField` value the list accepts, and the entity field it sorts by;
   * `sortDirection` is `asc` (the default) or `desc`. Entities without the field sort last.
   */
  sortFields?: Record<string, string>;
  /** Fields only the server sets; a body that sets one is refused, naming it. */
  serverOwned: readonly string[];
  /** Timestamps the server keeps (`createdAt`/`updatedAt`); default true. */
  timestamps?: boolean;
  events?: ResourceEvents;
  /**
   * Reads a create (`entity` absent) or update body before it is stored: spellings the hosted
   * client or an older importkit sends become the stored one, references are checked (throws an
   * HttpError naming the field). Returns the body to store.
   */
  accept?(
    body: Record<string, unknown>,
    runtime: DevRuntime,
    entity?: ResourceEntity,
  ): Record<string, unknown>;
  /** Fields the server fills in on create (defaults, `createdBy`, …). */
  initial?(runtime: DevRuntime, body: Record<string, unknown>): Record<string, unknown>;
  /** The wire shape of an entity, when it differs from the stored one. */
  view?(entity: ResourceEntity, runtime: DevRuntime): unknown;
  /**
   * The wire body of a shared operation when the hosted client reads another shape than the
   * default answer (a bare entity, each list item in its own `{ data }`, `{ success, data }`).
   */
  answers?: Partial<Record<ResourceOperation, (answer: ResourceAnswer) => unknown>>;
  /** Refuses a delete the service does not allow (throws an HttpError). */
  beforeDelete?(entity: ResourceEntity, runtime: DevRuntime): void;
  /** The body of a successful delete; default `{ data: { success: true } }`. */
  deleted?(entity: ResourceEntity, runtime: DevRuntime): unknown;
}
