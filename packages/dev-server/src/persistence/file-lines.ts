/**
 * A file's lines as bytes, for the state file of `--data`: its records pages are megabytes long
 * and copied into the store as they are, so a line is never decoded here, never joined from
 * pieces, and the file is read ahead while the lines already read are taken.
 * @module
 */
import { open } from 'node:fs/promises';

/** Bytes read at once; a longer line grows the buffers to hold it whole. */
const READ_BYTES = 16 << 20;

/**
 * The file's lines as bytes, never decoded here (a records page is copied into the store as it
 * is), each a view of one of two buffers read into in turn: a line is only valid until the next
 * one is asked for. While the lines of one buffer are taken, the file is already being read
 * into the other (the read runs on another thread), so reading costs the load little time of
 * its own. Nothing is allocated per line or per read.
 */
export async function* readLines(path: string): AsyncGenerator<Buffer> {
  const file = await open(path, 'r');
  try {
    let current = Buffer.allocUnsafeSlow(READ_BYTES);
    let next = Buffer.allocUnsafeSlow(READ_BYTES);
    // `current` holds `filled` bytes: lines, then the start of one cut by the end of the read.
    let filled = (await file.read(current, 0, current.length, null)).bytesRead;
    let ended = filled === 0;
    while (!ended || filled > 0) {
      const lastNewline = current.subarray(0, filled).lastIndexOf(0x0a);
      if (lastNewline === -1 && !ended) {
        // No whole line yet: read more of it into the same buffer, larger when it is full.
        if (filled === current.length) {
          const larger = Buffer.allocUnsafeSlow(current.length * 2);
          current.copy(larger, 0, 0, filled);
          current = larger;
          next = Buffer.allocUnsafeSlow(larger.length);
        }
        const { bytesRead } = await file.read(current, filled, current.length - filled, null);
        filled += bytesRead;
        ended = bytesRead === 0;
        continue;
      }
      // The cut line moves to the other buffer, and the read after it starts at once.
      const whole = ended ? filled : lastNewline + 1;
      const carried = filled - whole;
      current.copy(next, 0, whole, filled);
      const reading = ended
        ? undefined
        : file.read(next, carried, next.length - carried, null).then((read) => read.bytesRead);
      // A read that fails while lines are taken is reported when it is awaited, not lost.
      reading?.catch(() => {});
      try {
        const lines = current.subarray(0, whole);
        let start = 0;
        for (let end = lines.indexOf(0x0a); end !== -1; end = lines.indexOf(0x0a, start)) {
          yield lines.subarray(start, end);
          start = end + 1;
        }
        if (start < whole) yield lines.subarray(start, whole);
      } finally {
        // The generator closed early (a line was refused): the read in flight must end before
        // the file is closed.
        await reading?.catch(() => {});
      }
      const bytesRead = reading === undefined ? 0 : await reading;
      [current, next] = [next, current];
      filled = carried + bytesRead;
      ended = ended || bytesRead === 0;
    }
  } finally {
    await file.close();
  }
}
