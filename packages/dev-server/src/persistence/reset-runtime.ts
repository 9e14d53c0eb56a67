/**
 * `POST /_dev/reset`: the server back to the state it had when it started fresh (the default
 * environment, nothing else), keeping what a client holds on to: the API key, the default
 * environment's id, the clock, and the id and event sequences (a listener that dedupes events
 * by id must never see an old id again).
 * @module
 */

import { dropRecordTable } from '../records/write/record-tables';
import { type DevRuntime, defaultEnvironment } from '../runtime/runtime';
import type { StatePart } from '../runtime/server-state';
import type { EntityCollection } from '../store/dev-store';
import { BUILT_IN_COLLECTIONS } from './runtime-state';

function empty(collection: EntityCollection<{ id: string }>) {
  for (const entity of collection.list()) collection.delete(entity.id);
}

/** Empties every store of the runtime (see the module comment for what stays). */
export function resetRuntime(runtime: DevRuntime): void {
  const { store } = runtime;
  runtime.jobs.clear();
  for (const sheet of store.sheets.list()) dropRecordTable(runtime, sheet.id);
  for (const name of BUILT_IN_COLLECTIONS) empty(store[name] as EntityCollection<{ id: string }>);
  for (const name of store.collectionNames()) empty(store.collection(name));
  store.environments.put(defaultEnvironment(runtime.environmentId, runtime.accountId));
  runtime.events.clear();
  // Every other part of the server's state (uploaded bytes, snapshots, handler runs, cron timers,
  // indexes, …): whatever runtime/server-state.ts declares is emptied, so none can be forgotten.
  for (const part of Object.values(runtime.state) as StatePart[]) part.clear();
}
