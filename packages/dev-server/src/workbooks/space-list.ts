/**
 * Listing spaces: the filters (`environmentId`, `appId` or the hosted `app`, `isAppTemplate`,
 * `archived`, `search` in the name, `namespace`, `isCollaborative`), the hosted sort fields and
 * the page with its `pagination`.
 * @module
 */
import type { QueryOf } from '../contract/wire-types';
import type { DevRuntime } from '../runtime/runtime';
import type { SpaceEntity } from '../store/entities';
import { spaceView } from './space-view';

type SpacesQuery = QueryOf<'listSpaces'>;

/** Whether a space passes every filter of the query. */
function passes(space: SpaceEntity, filter: SpacesQuery): boolean {
  if (filter.environmentId !== undefined && space.environmentId !== filter.environmentId) {
    return false;
  }
  // `app` is the hosted client's name of `appId`; an unknown app lists nothing (not an error).
  for (const appId of [filter.appId, filter.app]) {
    if (appId !== undefined && space.appId !== appId) return false;
  }
  if (
    filter.isAppTemplate !== undefined &&
    (space.isAppTemplate ?? false) !== filter.isAppTemplate
  ) {
    return false;
  }
  if (filter.archived !== undefined && (space.archivedAt !== undefined) !== filter.archived) {
    return false;
  }
  if (filter.namespace !== undefined && space.namespace !== filter.namespace) return false;
  if (
    filter.isCollaborative !== undefined &&
    (space.isCollaborative ?? false) !== filter.isCollaborative
  ) {
    return false;
  }
  if (filter.search !== undefined) {
    const needle = filter.search.toLowerCase();
    if (!(space.name ?? '').toLowerCase().includes(needle)) return false;
  }
  return true;
}

/** Orders by a field's value; spaces without one come last, equals keep their creation order. */
function sortSpaces(spaces: SpaceEntity[], field: string, direction: 'asc' | 'desc') {
  const sign = direction === 'desc' ? -1 : 1;
  const sortValue = (space: SpaceEntity) => (space as Record<string, unknown>)[field];
  return spaces.sort((a, b) => {
    const left = sortValue(a);
    const right = sortValue(b);
    if (left === undefined || left === null) return right === undefined || right === null ? 0 : 1;
    if (right === undefined || right === null) return -1;
    if (typeof left === 'number' && typeof right === 'number') return sign * (left - right);
    return sign * String(left).localeCompare(String(right));
  });
}

/** One page of the spaces a list request asks for, as answered, with its pagination. */
export function listSpaces(runtime: DevRuntime, query: Record<string, unknown>) {
  const filter = query as SpacesQuery;
  const spaces = runtime.store.spaces
    .list()
    .filter((space) => passes(space, filter))
    .map((space) => spaceView(runtime, space));
  if (filter.sortField !== undefined) {
    sortSpaces(spaces, filter.sortField, filter.sortDirection ?? 'asc');
  } else if (filter.sortDirection === 'desc') spaces.reverse();
  const pageSize = filter.pageSize ?? 100;
  const pageNumber = filter.pageNumber ?? 1;
  return {
    data: spaces.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    pagination: {
      currentPage: pageNumber,
      pageCount: Math.max(1, Math.ceil(spaces.length / pageSize)),
      totalCount: spaces.length,
    },
  };
}
