/**
 * A file whose bytes can be read: one still being uploaded is waited for, so a reader that came
 * early (an extractor plugin answering `file:created`, which is emitted as the upload begins)
 * gets the whole file rather than a refusal.
 * @module
 */
import { conflict } from '../http/http-error';
import type { ResourceEntity } from '../resources/resource-definition';
import { requireResource } from '../resources/resource-handlers';
import type { DevRuntime } from '../runtime/runtime';
import { files } from './file-resource';

/**
 * The file named `fileId` once its bytes have all arrived; a 404 when it is gone (its upload
 * failed meanwhile), a 409 when it is `partial` with no upload under way (a server stopped in the
 * middle of it, its state saved with `--data`).
 */
export async function arrivedFile(runtime: DevRuntime, fileId: string): Promise<ResourceEntity> {
  let file = requireResource(files, runtime, fileId);
  if (file.status !== 'partial') return file;
  const arrival = runtime.state.uploads.arrival(file.id);
  if (arrival) {
    await arrival;
    file = requireResource(files, runtime, fileId);
  }
  if (file.status === 'partial') {
    throw conflict(
      `File ${file.id} is partial: its upload never finished (the server stopped during it); upload it again`,
      'fileId',
    );
  }
  return file;
}
