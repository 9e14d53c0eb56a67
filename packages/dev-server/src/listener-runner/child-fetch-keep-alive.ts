/**
 * Lets `@flatfile/api` 1.x reach the dev server from Node 18 and later. Its client sets
 * `Keep-Alive: timeout=200` on every request and, on those Node versions, sends it with the
 * built-in `fetch`, which refuses the header ("invalid keep-alive header"): every call would fail
 * with "fetch failed" before leaving the process. The header is hop-by-hop — `fetch` manages
 * connections itself — so the child drops it from requests, and nothing else changes.
 * @module
 */

/** Wraps the global `fetch` so that a request's `Keep-Alive` header is dropped. */
export function dropKeepAliveHeader(): void {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (init?.headers === undefined) return original(input, init);
    const headers = new Headers(init.headers);
    if (!headers.has('keep-alive')) return original(input, init);
    headers.delete('keep-alive');
    return original(input, { ...init, headers });
  };
}
