/**
 * The program `--listener` runs in its child process (as `node --import tsx -e`): it imports the
 * user's module, takes its default export (a `Listener` of @importkit/listener), reports each
 * handler run to the dev server (`POST /_dev/handler-runs`, batched) through the public
 * `listener.onHandlerRun` hook, listens, and tells the parent (IPC) the last event it received,
 * so a restarted listener resumes right after it. It imports nothing of ours: the user's module
 * brings its own @importkit/listener. Settings come in environment variables (see
 * {@link CHILD_ENV}); `IMPORTKIT_API_URL` and `IMPORTKIT_API_KEY` are the ones
 * `listener.listen()` reads by itself.
 * @module
 */

/** The environment variables the child reads. */
export const CHILD_ENV = {
  module: 'IMPORTKIT_LISTENER_MODULE',
  after: 'IMPORTKIT_LISTENER_AFTER',
  url: 'IMPORTKIT_API_URL',
  apiKey: 'IMPORTKIT_API_KEY',
  environmentId: 'IMPORTKIT_ENVIRONMENT_ID',
} as const;

/** The exit code of a child whose module has no `Listener` as its default export. */
export const NOT_A_LISTENER_EXIT_CODE = 78;

/** The child's source (plain JavaScript, an ES module). */
export const LISTENER_CHILD_SOURCE = `
import { pathToFileURL } from 'node:url';

const env = process.env;
const modulePath = env.${CHILD_ENV.module};
const imported = await import(pathToFileURL(modulePath).href);
let listener = imported.default;
// A module compiled to CommonJS puts its default export one level down.
if (listener && typeof listener.listen !== 'function' && listener.default) listener = listener.default;
if (!listener || typeof listener.listen !== 'function' || typeof listener.on !== 'function') {
  console.error('importkit-dev: ' + modulePath + ' must export default a Listener of @importkit/listener (its default export is ' + (listener === null ? 'null' : typeof listener) + ')');
  process.exit(${NOT_A_LISTENER_EXIT_CODE});
}

const pending = [];
let timer;
let sending = Promise.resolve();
function send() {
  timer = undefined;
  sending = sending.then(async () => {
    while (pending.length > 0) {
      const runs = pending.splice(0, 1000);
      try {
        const response = await fetch(env.${CHILD_ENV.url} + '/_dev/handler-runs', {
          method: 'POST',
          headers: { authorization: 'Bearer ' + env.${CHILD_ENV.apiKey}, 'content-type': 'application/json' },
          body: JSON.stringify({ runs }),
        });
        if (response.status !== 204) console.error('importkit-dev: reporting handler runs failed: ' + response.status + ' ' + (await response.text()));
      } catch (error) {
        console.error('importkit-dev: reporting handler runs failed: ' + (error && error.message));
      }
    }
  });
  return sending;
}
if (typeof listener.onHandlerRun === 'function') {
  listener.onHandlerRun((run) => {
    const error = run.error;
    pending.push({
      eventId: run.event.id,
      topic: run.event.topic,
      handler: run.handlerName || 'on(' + run.topics.join(', ') + ')',
      startedAt: run.startedAt.toISOString(),
      durationMs: Math.round(run.durationMs * 1000) / 1000,
      ...(error ? { error: { name: String(error.name || 'Error').slice(0, 1000), message: String(error.message).slice(0, 10000) } } : {}),
    });
    // A server that stopped answering must not grow this process: the oldest runs go.
    if (pending.length > 10000) pending.splice(0, pending.length - 10000);
    timer ??= setTimeout(send, 50);
  });
} else {
  console.error('importkit-dev: this @importkit/listener has no onHandlerRun; handler runs are not reported');
}

const handle = await listener.listen({
  environmentId: env.${CHILD_ENV.environmentId},
  after: env.${CHILD_ENV.after} || undefined,
});
const tell = () => process.send && process.send({ lastEventId: handle.lastEventId ?? null });
process.send && process.send({ ready: true });
const ticker = setInterval(tell, 100);
let stopping = false;
process.on('SIGTERM', async () => {
  if (stopping) return;
  stopping = true;
  clearInterval(ticker);
  await handle.close({ abort: true, timeoutMs: 2000 }).catch(() => {});
  tell();
  await send();
  process.exit(0);
});
handle.done.catch((error) => {
  console.error('importkit-dev: the listener stopped: ' + (error && error.message));
  process.exit(1);
});
`;
