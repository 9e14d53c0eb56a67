/** What `readBounded` read: at most `maxBytes`, and whether that was the whole body. */
export type BoundedBody = { bytes: Uint8Array; complete: boolean };

/**
 * Reads a body, but never more than `maxBytes` of it: past the bound the rest is cancelled
 * (closing the connection) rather than buffered, so a server that sends gigabytes, or never stops,
 * costs at most `maxBytes` of memory. Aborting `signal` cancels the read and rejects with the
 * signal's reason, also for a body that has stalled. Every place that reads a body of unknown size
 * (error answers, long polls, a refused event stream) reads it through here.
 */
export async function readBounded(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<BoundedBody> {
  if (body === null) return { bytes: new Uint8Array(0), complete: true };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let complete = false;
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    while (size <= maxBytes) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) {
        complete = true;
        break;
      }
      chunks.push(value);
      size += value.byteLength;
    }
    signal?.throwIfAborted();
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Not awaited: a tee'd body settles its cancel only once every branch is cancelled.
    if (!complete) reader.cancel().catch(() => undefined);
  }
  return { bytes: concat(chunks, Math.min(size, maxBytes)), complete };
}

/** The body as text, cut at `maxBytes`; a cut body ends with a note saying so. */
export async function readBoundedText(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<string> {
  const { bytes, complete } = await readBounded(body, maxBytes, signal);
  const text = new TextDecoder().decode(bytes);
  return complete ? text : `${text}… (cut at ${maxBytes} bytes)`;
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= length) break;
    const part = chunk.subarray(0, length - offset);
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}
