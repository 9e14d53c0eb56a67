/**
 * `POST /v1/files`: a multipart upload streamed into storage. `file:created` (status `partial`)
 * when the file part begins, `file:updated` (status `complete`) once every byte arrived, and the
 * answer `complete` too: an import's extraction runs after, as its own job (extraction-claims.ts
 * decides whether the built-in one runs). An upload that fails half-way — over the size limit, a
 * malformed body, a bad `actions` or `origin` field — leaves nothing: its bytes and its entity are
 * removed (`file:deleted`) before the error is answered.
 * @module
 */
import type { MultipartFile } from '@fastify/multipart';
import { badRequest, HttpError } from '../http/http-error';
import { checkJsonValue } from '../http/json-body';
import type { OperationInput } from '../http/operation-handler';
import type { ResourceEntity } from '../resources/resource-definition';
import { createEntity, deleteEntity, updateEntity } from '../resources/resource-handlers';
import type { DevRuntime } from '../runtime/runtime';
import { extractArrivedFile } from './extraction-claims';
import { extensionOf, files } from './file-resource';
import { type HeaderDetectionOptions, parseHeaderDetectionOptions } from './header-detection';

/** The form fields of an upload besides `file` and the repeated `actions`. */
const SINGLE_FIELDS = ['spaceId', 'environmentId', 'mode', 'headerDetection', 'origin'] as const;
type SingleField = (typeof SINGLE_FIELDS)[number];

const FIELD_LIST = 'spaceId, environmentId, mode, headerDetection, origin, file, actions';

/** The hosted `FileOrigin`: where the user picked the file. */
const ORIGINS = ['filesystem', 'googledrive', 'box', 'onedrive'];

/** The `origin` field (before or after the file part, as the hosted client sends it after). */
function parseOrigin(text: string | undefined): string | undefined {
  if (text === undefined || ORIGINS.includes(text)) return text;
  throw badRequest(`body.origin must be one of ${ORIGINS.join(', ')}, got ${text}`, 'body.origin');
}

/** The errors of the multipart parser, as answers naming what was wrong. */
export function multipartAnswer(error: unknown, maxUploadBytes: number): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(maxUploadBytes);
    case 'FST_FILES_LIMIT':
      return badRequest('body.file: an upload carries one file part', 'body.file');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'the upload has too many form fields (at most 1000)', 'body');
    case 'FST_PROTO_VIOLATION':
      return badRequest('a form field is named like a prototype property', 'body');
    case 'ENOSPC':
    case 'EDQUOT':
      return new HttpError(
        507,
        "the disk is full: the upload's bytes could not be stored, and nothing of it was kept (free some space and upload it again)",
        'body.file',
      );
    default: {
      const message = error instanceof Error ? error.message : String(error);
      return badRequest(`the multipart body is malformed: ${message}`, 'body');
    }
  }
}

const fileTooLarge = (maxUploadBytes: number) =>
  new HttpError(
    413,
    `body.file is larger than the upload limit of ${maxUploadBytes} bytes`,
    'body.file',
  );

/** The `headerDetection` field: the JSON text of HeaderDetectionOptions. */
function parseHeaderDetection(text: string | undefined): HeaderDetectionOptions | undefined {
  if (text === undefined) return undefined;
  let options: unknown;
  try {
    options = JSON.parse(text);
  } catch {
    throw badRequest(
      'body.headerDetection is not JSON text of HeaderDetectionOptions',
      'body.headerDetection',
    );
  }
  checkJsonValue(options, 'body.headerDetection');
  return parseHeaderDetectionOptions(options, 'body.headerDetection');
}

function parseActions(texts: string[]): Record<string, unknown>[] {
  return texts.map((text, index) => {
    const key = `body.actions[${index}]`;
    let action: unknown;
    try {
      action = JSON.parse(text);
    } catch {
      throw badRequest(`${key} is not JSON text of an Action`, key);
    }
    if (typeof action !== 'object' || action === null || Array.isArray(action)) {
      throw badRequest(`${key} must be a JSON object (an Action)`, key);
    }
    // The rules of every JSON body (depth, __proto__, numbers), for JSON sent as a form field.
    checkJsonValue(action, key);
    if (typeof (action as { label?: unknown }).label !== 'string') {
      throw badRequest(`${key}.label is required (a string)`, `${key}.label`);
    }
    return action as Record<string, unknown>;
  });
}

/** Checks the fields sent before the file part and creates the file (`file:created`). */
function beginFile(
  runtime: DevRuntime,
  input: OperationInput,
  fields: Partial<Record<SingleField, string>>,
  part: MultipartFile,
): ResourceEntity {
  for (const name of ['spaceId', 'environmentId'] as const) {
    if (fields[name] === undefined) {
      throw badRequest(
        `body.${name} is required, as a form field before the file part`,
        `body.${name}`,
      );
    }
  }
  const mode = fields.mode ?? 'import';
  if (mode !== 'import' && mode !== 'export') {
    throw badRequest(`body.mode must be import or export, got ${mode}`, 'body.mode');
  }
  // Checked before any byte is stored: a wrong option keeps nothing.
  parseHeaderDetection(fields.headerDetection);
  parseOrigin(fields.origin);
  const name = part.filename || 'upload';
  return createEntity(
    files,
    runtime,
    { ...input, body: { spaceId: fields.spaceId } },
    {
      name,
      ext: extensionOf(name),
      mimetype: part.mimetype || 'application/octet-stream',
      encoding: part.encoding || '7bit',
      status: 'partial',
      mode,
      size: 0,
      bytesReceived: 0,
    },
  );
}

async function discard(runtime: DevRuntime, file: ResourceEntity) {
  await runtime.state.uploads.remove(file.id);
  if (files.collection(runtime).get(file.id)) deleteEntity(files, runtime, file);
}

export async function uploadFile(input: OperationInput, runtime: DevRuntime) {
  const { request } = input;
  if (!request.isMultipart()) {
    if (request.headers['content-type'] === undefined) {
      throw badRequest(`body is required: multipart/form-data with ${FIELD_LIST}`, 'body');
    }
    throw new HttpError(
      415,
      `uploadFile takes multipart/form-data (fields ${FIELD_LIST}), not ${request.headers['content-type']}`,
      'content-type',
    );
  }
  const maxUploadBytes = runtime.maxUploadBytes;
  const storage = runtime.state.uploads;
  const fields: Partial<Record<SingleField, string>> = {};
  const actionTexts: string[] = [];
  let file: ResourceEntity | undefined;
  /** Ends the wait of readers of the file's bytes (a download that came early). */
  let arrived = () => {};
  try {
    for await (const part of request.parts()) {
      const key = `body.${part.fieldname}`;
      if (part.type === 'field') {
        if (part.fieldname === 'actions') {
          actionTexts.push(String(part.value));
        } else if ((SINGLE_FIELDS as readonly string[]).includes(part.fieldname)) {
          const name = part.fieldname as SingleField;
          if (fields[name] !== undefined) throw badRequest(`${key} is given twice`, key);
          fields[name] = String(part.value);
        } else {
          throw badRequest(`${key} is not a field of an upload (${FIELD_LIST})`, key);
        }
        continue;
      }
      if (part.fieldname !== 'file') {
        throw badRequest(`${key} is a file part: the file goes in the part named file`, key);
      }
      file = beginFile(runtime, input, fields, part);
      arrived = storage.beginArrival(file.id);
      const size = await storage.write(file.id, part.file);
      if (part.file.truncated) throw fileTooLarge(maxUploadBytes);
      file = { ...file, size, bytesReceived: size };
    }
    if (!file) throw badRequest('body.file is required: the upload has no file part', 'body.file');
    const actions = parseActions(actionTexts);
    const origin = parseOrigin(fields.origin);
    const stored = files.collection(runtime).get(file.id);
    if (!stored) {
      throw new HttpError(
        409,
        `File ${file.id} was deleted while its bytes were arriving`,
        'body.file',
      );
    }
    // Every byte is here: the file is complete, whatever its extraction will make of it.
    const complete = updateEntity(files, runtime, stored, {
      status: 'complete',
      size: file.size,
      bytesReceived: file.bytesReceived,
      actions: actions.length > 0 ? actions : undefined,
      origin,
    });
    arrived();
    extractArrivedFile(runtime, complete, parseHeaderDetection(fields.headerDetection));
    return { data: complete };
  } catch (error) {
    if (file) await discard(runtime, file);
    arrived();
    // What the client is still sending is read and dropped, so it can read the answer.
    request.raw.resume();
    throw multipartAnswer(error, maxUploadBytes);
  }
}
