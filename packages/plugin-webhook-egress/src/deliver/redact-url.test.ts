import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('keeps scheme, host, port and path; drops credentials, query and fragment', () => {
    expect(redactUrl('https://user:secret@hooks.example.com:8443/in/abc?token=t0k3n#frag')).toBe(
      'https://hooks.example.com:8443/in/abc',
    );
    expect(redactUrl(new URL('http://127.0.0.1:3000/?key=1'))).toBe('http://127.0.0.1:3000/');
  });

  it('never echoes a malformed URL', () => {
    expect(redactUrl('not a url ?token=secret')).toBe('(malformed URL)');
  });
});
