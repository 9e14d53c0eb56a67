/**
 * @module Uploading a file: the multipart body is written as a stream from the source (a path, a
 * Buffer, a Blob or a stream), so a large file is never held whole in memory.
 */
import type { ImportkitClient } from '../client/create-client';
import type { components } from '../generated/openapi';
import { unwrap } from '../unwrap';

export type UploadedFile = components['schemas']['File'];

/** What can be uploaded: a path on disk (Node), bytes, a Blob/File, or a stream of bytes. */
export type UploadSource =
  | string
  | Uint8Array
  | Blob
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array | string>;

export interface UploadFileOptions {
  spaceId: string;
  environmentId: string;
  file: UploadSource;
  /** The file name stored (its extension decides how it is extracted). Default: the path's or File's name, else `upload`. */
  name?: string;
  /** Default: the Blob's type, else `application/octet-stream`. */
  mimetype?: string;
  mode?: components['schemas']['FileMode'];
  actions?: components['schemas']['Action'][];
  /**
   * How the extraction of an import finds each table's header (default `{ algorithm: 'default' }`);
   * the same options as `POST /v1/files/detect-header`.
   */
  headerDetection?: components['schemas']['HeaderDetectionOptions'];
}

const encoder = new TextEncoder();

/** A form field's or file name inside a quoted header parameter (as browsers escape it). */
const quoted = (value: string) =>
  value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

function fieldPart(boundary: string, name: string, value: string): Uint8Array {
  return encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
}

async function openSource(
  options: UploadFileOptions,
): Promise<{ bytes: AsyncIterable<Uint8Array | string>; name: string; type: string }> {
  const { file } = options;
  const type = options.mimetype;
  if (typeof file === 'string') {
    // Imported only when a path is given: the client itself runs where there is no file system.
    const { createReadStream } = await import('node:fs');
    const { basename } = await import('node:path');
    return {
      bytes: createReadStream(file),
      name: options.name ?? basename(file),
      type: type ?? 'application/octet-stream',
    };
  }
  if (file instanceof Uint8Array) {
    return {
      bytes: (async function* () {
        yield file;
      })(),
      name: options.name ?? 'upload',
      type: type ?? 'application/octet-stream',
    };
  }
  if (file instanceof Blob) {
    const fileName = (file as { name?: unknown }).name;
    return {
      bytes: file.stream() as unknown as AsyncIterable<Uint8Array>,
      name: options.name ?? (typeof fileName === 'string' && fileName ? fileName : 'upload'),
      type: type ?? (file.type || 'application/octet-stream'),
    };
  }
  return {
    bytes: file as AsyncIterable<Uint8Array | string>,
    name: options.name ?? 'upload',
    type: type ?? 'application/octet-stream',
  };
}

/** The whole multipart body, produced as it is sent. */
async function* multipartBody(
  boundary: string,
  options: UploadFileOptions,
  source: Awaited<ReturnType<typeof openSource>>,
): AsyncGenerator<Uint8Array> {
  yield fieldPart(boundary, 'spaceId', options.spaceId);
  yield fieldPart(boundary, 'environmentId', options.environmentId);
  if (options.mode) yield fieldPart(boundary, 'mode', options.mode);
  if (options.headerDetection) {
    yield fieldPart(boundary, 'headerDetection', JSON.stringify(options.headerDetection));
  }
  yield encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(source.name)}"\r\nContent-Type: ${source.type}\r\n\r\n`,
  );
  for await (const chunk of source.bytes) {
    yield typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
  }
  yield encoder.encode('\r\n');
  for (const action of options.actions ?? []) {
    yield fieldPart(boundary, 'actions', JSON.stringify(action));
  }
  yield encoder.encode(`--${boundary}--\r\n`);
}

function streamOf(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/**
 * Uploads a file to a space (`POST /v1/files`), streaming it: a path is read from disk as it is
 * sent, a stream as it arrives. Returns the stored file (status `complete`; an import of a CSV,
 * TSV or `.xlsx` file stays `partial` until its extraction job ends); throws `ApiError`
 * (413 beyond the server's upload limit). A POST is not retried unless the client was created with
 * `retryNonIdempotent`, which keeps a copy of every body to resend: leave it off for large files.
 *
 * @example
 * ```ts
 * const file = await uploadFile(api, { spaceId, environmentId, file: './contacts.csv' });
 * ```
 */
export async function uploadFile(
  client: ImportkitClient,
  options: UploadFileOptions,
): Promise<UploadedFile> {
  const source = await openSource(options);
  const random = crypto.getRandomValues(new Uint8Array(12));
  const boundary = `importkit-${Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  const body = streamOf(multipartBody(boundary, options, source));
  const init = {
    body,
    bodySerializer: (value: unknown) => value,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    // A streamed request body needs half-duplex fetch.
    duplex: 'half',
  };
  const result = await unwrap(client.POST('/v1/files', init as never));
  return (result as { data: UploadedFile }).data;
}
