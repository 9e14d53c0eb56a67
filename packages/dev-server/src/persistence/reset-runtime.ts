/**
 * `POST /_dev/reset`: the server back to the state it had when it started fresh (the default
 * environment, nothing else), keeping what a client holds on to: the API key, the default
 * environment's id, the clock, and the id and event sequences (a listener that dedupes events
 * by id must never see an old id again).
 * @module
 */

import { uploadStorageOf } from '../files/upload-storage';
import { handlerRunsOf } from '../listener-runner/handler-runs';
import { syncCron } from '../resources/cron';
import { type DevRuntime, defaultEnvironment } from '../runtime/runtime';
import type { EntityCollection } from '../store/dev-store';
import { BUILT_IN_COLLECTIONS } from './runtime-state';

function empty(collection: EntityCollection<{ id: string }>) {
  for (const entity of collection.list()) collection.delete(entity.id);
}

/** Empties every store of the runtime (see the module comment for what stays). */
export function resetRuntime(runtime: DevRuntime): void {
  const { store } = runtime;
  runtime.jobs.clear();
  for (const sheet of store.sheets.list()) store.records.dropSheet(sheet.id);
  for (const name of BUILT_IN_COLLECTIONS) empty(store[name] as EntityCollection<{ id: string }>);
  for (const name of store.collectionNames()) empty(store.collection(name));
  store.environments.put(defaultEnvironment(runtime.environmentId, runtime.accountId));
  runtime.events.clear();
  uploadStorageOf(runtime).clear();
  handlerRunsOf(runtime).clear();
  // No agent is left: the cron timers stop.
  syncCron(runtime);
}
