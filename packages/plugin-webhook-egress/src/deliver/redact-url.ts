/**
 * The form of a webhook URL that may appear in a message or a log: scheme, host (with port) and
 * path. The query, the fragment and any credentials are dropped, because webhook URLs often carry
 * tokens there.
 *
 * @example
 * redactUrl('https://user:pw@hooks.example.com/in/abc?token=secret'); // 'https://hooks.example.com/in/abc'
 */
export function redactUrl(url: string | URL): string {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return '(malformed URL)';
  }
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}
