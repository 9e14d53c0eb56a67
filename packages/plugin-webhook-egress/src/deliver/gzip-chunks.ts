import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';

/** The gzip of a stream of chunks, as a stream of chunks (an error of the source propagates). */
export function gzipChunks(chunks: AsyncIterable<Uint8Array>): AsyncIterable<Buffer> {
  // The callback only exists so that pipeline destroys every stream on error; iterating the gzip
  // stream then rethrows that error to the consumer.
  return pipeline(Readable.from(chunks), createGzip(), () => {});
}
