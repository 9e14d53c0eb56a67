/**
 * The handlers of the files API: upload (file-upload.ts), list and get (the resource table),
 * update (the workbook it names must exist), delete (with its bytes), download (the bytes
 * exactly as uploaded, streamed; a file still being uploaded once its bytes have arrived), clone
 * (file-clone.ts) and header detection over rows sent (header-detection.ts).
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { badRequest } from '../http/http-error';
import { type HandlerMap, HIJACKED, success } from '../http/operation-handler';
import {
  deleteEntity,
  requireResource,
  resourceHandlers,
  updateEntity,
} from '../resources/resource-handlers';
import { requireWorkbook } from '../runtime/lookups';
import { arrivedFile } from './arrived-file';
import { cloneFile } from './file-clone';
import { files } from './file-resource';
import { uploadFile } from './file-upload';
import { checkHeaderDetectionOptions, detectHeader } from './header-detection';

/** RFC 6266 `filename*`: any name, UTF-8, percent-encoded. */
const attachment = (name: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

export const fileHandlers: HandlerMap = {
  ...resourceHandlers(files),

  uploadFile,

  cloneFile,

  updateFile: ({ params, body }, runtime) => {
    const file = requireResource(files, runtime, params.fileId as string);
    const patch = body as Record<string, unknown>;
    if (typeof patch.workbookId === 'string') {
      requireWorkbook(runtime, patch.workbookId, 'body.workbookId');
    }
    return { data: updateEntity(files, runtime, file, patch) };
  },

  deleteFile: async ({ params }, runtime) => {
    const file = requireResource(files, runtime, params.fileId as string);
    deleteEntity(files, runtime, file);
    await runtime.state.uploads.remove(file.id);
    return success();
  },

  detectHeader: ({ body }) => {
    const { options, data } = body as Schema<'DetectHeaderRequest'>;
    checkHeaderDetectionOptions(options, 'body.options');
    try {
      return { data: detectHeader(options, data) };
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      // specificRows naming a row `data` does not have.
      throw badRequest(
        `body.options.rowNumbers: ${(error as Error).message}`,
        'body.options.rowNumbers',
      );
    }
  },

  downloadFile: async ({ params, reply }, runtime) => {
    const file = await arrivedFile(runtime, params.fileId as string);
    reply
      .type(String(file.mimetype))
      .header('content-length', String(file.size))
      .header('content-disposition', attachment(String(file.name)));
    reply.send(runtime.state.uploads.read(file.id));
    return HIJACKED;
  },
};
