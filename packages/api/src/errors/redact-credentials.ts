// `scheme://user:password@host`: everything between `//` and the last `@` before the host ends.
const URL_USERINFO = /\b([a-z][a-z\d+.-]*:\/\/)[^\s/?#@]+@/gi;
// A query parameter whose name says it carries a secret (`token`, `access_token`, `api_key`,
// `X-Amz-Signature`, `password`, …), whatever comes before or after it in the query.
const SECRET_QUERY_PARAM =
  /([?&][^=&#\s]*(?:token|key|secret|password|passwd|pwd|signature|sig|auth|credential)[^=&#\s]*=)[^&#\s]*/gi;
const BEARER = /\b(Bearer\s+)[^\s"',;]+/gi;

/**
 * Replaces the credentials a text may carry with `[redacted]`: the userinfo of a URL
 * (`https://user:pass@…`), query parameters named like secrets (`?token=…`, `&api_key=…`), and
 * `Bearer …` tokens. Every `ImportkitError` message goes through it, so an error that quotes a URL
 * or a server's answer does not leak what the URL or the answer carried. Exported for code that
 * logs URLs or messages of its own.
 *
 * @example
 * ```ts
 * redactCredentials('GET https://ann:s3cret@example.com/v1?token=abc failed');
 * // 'GET https://[redacted]@example.com/v1?token=[redacted] failed'
 * ```
 */
export function redactCredentials(text: string): string {
  return text
    .replace(URL_USERINFO, '$1[redacted]@')
    .replace(SECRET_QUERY_PARAM, '$1[redacted]')
    .replace(BEARER, '$1[redacted]');
}
