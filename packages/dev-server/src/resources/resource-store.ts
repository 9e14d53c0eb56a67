/**
 * Where the resources of the table are stored: one named collection of the store each.
 * @module
 */
import type { DevRuntime } from '../runtime/runtime';
import type { ResourceEntity } from './resource-definition';

/** The store collection called `name`, for a row's `collection` or a resource's side table. */
export const storedCollection = (name: string) => (runtime: DevRuntime) =>
  runtime.store.collection<ResourceEntity>(name);
