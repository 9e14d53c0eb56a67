/**
 * The text encoding of an uploaded file, decided in this order: a byte order mark (UTF-8,
 * UTF-16 LE, UTF-16 BE); else UTF-8 when every byte of the file is valid UTF-8; else
 * Windows-1252 (the superset of Latin-1 that spreadsheet programs write). The UTF-8 check reads
 * the file once in chunks, holding one chunk at a time, so it does not grow with the file; and
 * decoding streams the same way.
 * @module
 */
import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import iconv from 'iconv-lite';

/** The encodings a text file is read in (WHATWG names). */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DetectedEncoding {
  encoding: TextEncoding;
  /** Bytes of the byte order mark at the start of the file (skipped when decoding). */
  bomBytes: number;
}

const BOMS: { bytes: number[]; encoding: TextEncoding }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

/** The encoding a byte order mark at the start of `head` names, if it starts with one. */
export function encodingOfBom(head: Uint8Array): DetectedEncoding | undefined {
  for (const bom of BOMS) {
    if (bom.bytes.every((byte, index) => head[index] === byte)) {
      return { encoding: bom.encoding, bomBytes: bom.bytes.length };
    }
  }
  return undefined;
}

/** The length of the UTF-8 sequence a lead byte starts (1 for ASCII or a stray byte). */
function sequenceLength(lead: number): number {
  if (lead >= 0xf0) return 4;
  if (lead >= 0xe0) return 3;
  if (lead >= 0xc0) return 2;
  return 1;
}

/**
 * How many bytes at the end of `chunk` start a UTF-8 sequence the chunk cuts short: they are
 * checked with the next chunk instead.
 */
function incompleteTail(chunk: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, chunk.length); back++) {
    const byte = chunk[chunk.length - back] as number;
    if ((byte & 0xc0) === 0x80) continue;
    return sequenceLength(byte) > back ? back : 0;
  }
  return 0;
}

/** Whether a file's bytes are valid UTF-8 throughout, read a chunk at a time. */
export async function isUtf8File(path: string): Promise<boolean> {
  let carried: Uint8Array = new Uint8Array(0);
  for await (const read of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
    const chunk = carried.length > 0 ? Buffer.concat([carried, read as Buffer]) : (read as Buffer);
    const complete = chunk.length - incompleteTail(chunk);
    if (!isUtf8(chunk.subarray(0, complete))) return false;
    carried = chunk.subarray(complete);
  }
  // A sequence cut short by the end of the file is not UTF-8.
  return carried.length === 0;
}

/**
 * The encoding of a file: its byte order mark, else UTF-8 when the file is valid UTF-8, else
 * Windows-1252.
 *
 * @example
 * await detectTextEncoding(path); // { encoding: 'windows-1252', bomBytes: 0 } for "caf\xe9"
 */
export async function detectTextEncoding(path: string): Promise<DetectedEncoding> {
  const handle = await open(path, 'r');
  const head = Buffer.alloc(4);
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const marked = encodingOfBom(head);
  if (marked) return marked;
  return { encoding: (await isUtf8File(path)) ? 'utf-8' : 'windows-1252', bomBytes: 0 };
}

/** Decodes bytes whole (a sample); see {@link decodedText} for a file. */
export function decodeBytes(bytes: Uint8Array, encoding: TextEncoding): string {
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding);
}

/** A file's text as a stream of strings in `encoding`, starting after its byte order mark. */
export async function* decodedText(
  path: string,
  { encoding, bomBytes }: DetectedEncoding,
): AsyncIterable<string> {
  // Node decodes UTF-8 and UTF-16 LE itself (and keeps a character cut between chunks whole).
  if (encoding === 'utf-8' || encoding === 'utf-16le') {
    const nodeEncoding = encoding === 'utf-8' ? 'utf8' : 'utf16le';
    yield* createReadStream(path, { encoding: nodeEncoding, start: bomBytes });
    return;
  }
  const decoder = iconv.getDecoder(encoding);
  for await (const chunk of createReadStream(path, { start: bomBytes })) {
    const text = decoder.write(chunk as Buffer);
    if (text !== '') yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}
