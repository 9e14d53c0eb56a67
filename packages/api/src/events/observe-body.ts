type BodyHooks = {
  /** Awaited before each read: lets the subscription hold the stream while its buffer is full. */
  beforeRead(): Promise<void>;
  /** Called for every chunk that arrives (heartbeat comments included). */
  onBytes(): void;
};

/**
 * Wraps a response body so that the subscription sees every chunk, heartbeats included (the
 * eventsource package hides comment lines), and decides when the next chunk is read. The stream
 * is pulled one chunk at a time, so not reading it leaves the bytes in the socket: TCP then
 * slows the server down, which is the backpressure we want.
 */
export function observeBody(
  body: ReadableStream<Uint8Array>,
  hooks: BodyHooks,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await hooks.beforeRead();
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        hooks.onBytes();
        controller.enqueue(value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
