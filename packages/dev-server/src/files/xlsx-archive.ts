/**
 * An `.xlsx` file as the zip archive it is, read with yauzl from its central directory: any part
 * can be read in any order (no part is spooled to a temporary file to reach one stored after it),
 * each part is inflated as it streams, and what one file may inflate to in all is bounded, so a
 * small file that inflates to gigabytes fails its extraction instead of the server.
 * @module
 */
import { open } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { formatBytes } from './extraction-limits';

/** A file that cannot be read as an `.xlsx` workbook, said in words a user can act on. */
export class XlsxReadError extends Error {
  override readonly name = 'XlsxReadError';
}

/** A file that passes a bound on what its extraction may cost; the message names the bound. */
export class XlsxLimitError extends XlsxReadError {}

const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error) reject(error);
      else resolve(zip);
    });
  });

const readEntries = (zip: ZipFile) =>
  new Promise<Map<string, Entry>>((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName.replace(/^\/+/, ''), entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });

export class XlsxArchive {
  private inflated = 0;

  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
    private readonly maxInflatedBytes: number,
    private readonly checkpoint: () => void,
  ) {}

  /**
   * Opens a file and reads its list of parts; throws an {@link XlsxReadError} for a non-zip.
   * `checkpoint` is called for every chunk inflated and throws to stop the reading (a cancel):
   * a part may inflate for long before a single row comes out of it.
   */
  static async open(
    path: string,
    maxInflatedBytes: number,
    checkpoint: () => void = () => {},
  ): Promise<XlsxArchive> {
    let zip: ZipFile;
    try {
      zip = await openZip(path);
    } catch (error) {
      throw new XlsxReadError(await openProblem(path, error));
    }
    try {
      return new XlsxArchive(zip, await readEntries(zip), maxInflatedBytes, checkpoint);
    } catch (error) {
      zip.close();
      throw new XlsxReadError(await openProblem(path, error));
    }
  }

  has(part: string): boolean {
    return this.entries.has(part);
  }

  /**
   * A part's bytes, inflated, chunk by chunk; `onCompressed` is told each compressed chunk's size
   * (how far into the file the reading is). Throws an {@link XlsxLimitError} as soon as the
   * file's parts together inflate past the bound (the archive's own sizes are not trusted).
   */
  async *read(part: string, onCompressed?: (bytes: number) => void): AsyncIterable<Buffer> {
    const entry = this.entries.get(part);
    if (!entry) throw new XlsxReadError(`its part ${part} is missing`);
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
      throw new XlsxReadError(
        `its part ${part} is compressed with method ${entry.compressionMethod}, which .xlsx files do not use`,
      );
    }
    const raw = await new Promise<NodeJS.ReadableStream>((resolve, reject) => {
      this.zip.openReadStream(entry, { decompress: false }, (error, stream) => {
        if (error)
          reject(new XlsxReadError(`its part ${part} cannot be read: ${zipProblem(error)}`));
        else resolve(stream);
      });
    });
    const inflate = entry.compressionMethod === 8 ? createInflateRaw() : undefined;
    const counted = (async function* () {
      for await (const chunk of raw as AsyncIterable<Buffer>) {
        onCompressed?.(chunk.length);
        yield chunk;
      }
    })();
    const bytes = inflate ? inflateAll(counted, inflate) : counted;
    try {
      for await (const chunk of bytes) {
        this.checkpoint();
        this.inflated += chunk.length;
        if (this.inflated > this.maxInflatedBytes) {
          throw new XlsxLimitError(
            `its parts inflate to more than ${formatBytes(this.maxInflatedBytes)} (the bound of one .xlsx file's inflated size)`,
          );
        }
        yield chunk;
      }
    } finally {
      (raw as unknown as { destroy(): void }).destroy();
      inflate?.destroy();
    }
  }

  close(): void {
    this.zip.close();
  }
}

/** Inflates a stream of raw deflate chunks, keeping what waits in memory to one chunk's worth. */
async function* inflateAll(
  chunks: AsyncIterable<Buffer>,
  inflate: ReturnType<typeof createInflateRaw>,
): AsyncIterable<Buffer> {
  const feed = (async () => {
    try {
      for await (const chunk of chunks) {
        if (inflate.destroyed) return;
        if (!inflate.write(chunk)) {
          // A reader that stops (a bound passed, a cancel) destroys the stream: no drain follows.
          await new Promise((resolve) => {
            inflate.once('drain', resolve);
            inflate.once('close', resolve);
          });
        }
      }
      inflate.end();
    } catch (error) {
      inflate.destroy(error as Error);
    }
  })();
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) yield chunk;
  } catch (error) {
    throw new XlsxReadError(
      `a compressed part is damaged (${(error as Error).message}): the file was cut or corrupted`,
    );
  } finally {
    inflate.destroy();
    await feed;
  }
}

/** The first bytes of every zip archive (a local file header). */
const ZIP_START = Buffer.from('PK\x03\x04', 'latin1');

/**
 * What a failure to open the archive means for the user: a file that starts as a zip but has no
 * directory at its end was cut short; anything else is no zip at all.
 */
async function openProblem(path: string, error: unknown): Promise<string> {
  const start = Buffer.alloc(ZIP_START.length);
  const file = await open(path, 'r');
  try {
    await file.read(start, 0, start.length, 0);
  } finally {
    await file.close();
  }
  if (start.equals(ZIP_START)) return 'the file ends in the middle of its zip archive (cut short)';
  return `it is not an .xlsx workbook (not a zip archive: ${zipProblem(error)})`;
}

/** A zip error's message, as yauzl words it. */
function zipProblem(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
