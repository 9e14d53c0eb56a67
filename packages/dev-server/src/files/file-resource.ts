/**
 * Uploaded files as a resource of the table: list (by space and mode, in pages), get, update and
 * delete, with `file:created|updated|deleted` in context CF. The upload itself is in
 * file-upload.ts, the bytes in upload-storage.ts.
 * @module
 */
import { findSpace } from '../resources/parents';
import { ownedContext } from '../resources/resource-contexts';
import type { ResourceDefinition, ResourceEntity } from '../resources/resource-definition';

export const files: ResourceDefinition = {
  label: 'File',
  collection: (runtime) => runtime.store.collection<ResourceEntity>('files'),
  idPrefix: 'us_fl_',
  idParam: 'fileId',
  // Created by the upload, updated and deleted by the handlers of files.ts (they check more).
  operations: { list: 'listFiles', get: 'getFile' },
  parent: { field: 'spaceId', source: 'body', required: true, find: findSpace },
  filters: { mode: true },
  pagination: { defaultPageSize: 20, withPagination: true },
  serverOwned: ['id', 'createdAt', 'updatedAt'],
  events: {
    created: 'file:created',
    updated: 'file:updated',
    deleted: 'file:deleted',
    payload: (entity, change) =>
      change.kind === 'updated'
        ? { status: entity.status, workbookId: entity.workbookId, changes: change.changes }
        : { fileId: entity.id, name: entity.name, status: entity.status },
    context: ownedContext('fileId'),
  },
};

/** The file's extension, lower-cased, without the dot (`report.CSV` → `csv`), or ''. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
