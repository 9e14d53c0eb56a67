/**
 * `POST /v1/files/{fileId}/clone`: a copy of a file, made as an upload of the same bytes would be
 * — `file:created` (status `partial`), the bytes copied, `file:updated` (status `complete`), then
 * the extraction of an import as for an upload (extraction-claims.ts). The copy is named `prefix`
 * followed by the file's name (`prefix` defaults to `Copy of `) and keeps its space, mode, media
 * type, actions, origin, description and treatments; not its workbook, which is the original's
 * extraction.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import type { OperationInput } from '../http/operation-handler';
import { createEntity, deleteEntity, updateEntity } from '../resources/resource-handlers';
import { defined } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import { arrivedFile } from './arrived-file';
import { extractArrivedFile } from './extraction-claims';
import { extensionOf, files } from './file-resource';

/** The prefix of a copy's name when the request gives none (the hosted default). */
export const DEFAULT_CLONE_PREFIX = 'Copy of ';

/** What a copy takes over from its file as it is. */
const KEPT = ['mode', 'mimetype', 'encoding', 'actions', 'origin', 'description', 'treatments'];

export async function cloneFile(input: OperationInput, runtime: DevRuntime) {
  const original = await arrivedFile(runtime, input.params.fileId as string);
  const { prefix = DEFAULT_CLONE_PREFIX } = (input.body ?? {}) as Schema<'CloneFileRequest'>;
  const name = `${prefix}${String(original.name)}`;
  const kept = Object.fromEntries(KEPT.map((key) => [key, original[key]]));
  const copy = createEntity(
    files,
    runtime,
    { ...input, body: { spaceId: original.spaceId } },
    defined({
      ...kept,
      name,
      ext: extensionOf(name),
      status: 'partial',
      size: 0,
      bytesReceived: 0,
    }),
  );
  const arrived = runtime.state.uploads.beginArrival(copy.id);
  try {
    const size = await runtime.state.uploads.copy(original.id, copy.id);
    const complete = updateEntity(files, runtime, copy, {
      status: 'complete',
      size,
      bytesReceived: size,
    });
    arrived();
    extractArrivedFile(runtime, complete);
    return { data: complete };
  } catch (error) {
    // The original's bytes went meanwhile (it was deleted): nothing of the copy is kept.
    await runtime.state.uploads.remove(copy.id);
    if (files.collection(runtime).get(copy.id)) deleteEntity(files, runtime, copy);
    arrived();
    throw error;
  }
}
