/**
 * DNS rebinding: a request addressed to another host name (what a browser sends when a page's own
 * name resolves to 127.0.0.1) is refused, even with the right key; the loopback names, the
 * address the server listens on and the names the user allows are answered.
 */
import { request } from 'node:http';
import { startDevServer } from '@importkit/dev-server';
import { describe, expect, it } from 'vitest';

/** A GET with a `Host` header of our choosing (fetch does not let a caller set it). */
function getWithHost(url: string, host: string, apiKey: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const target = new URL('/v1/spaces', url);
    const sent = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        headers: { host, authorization: `Bearer ${apiKey}` },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('the Host check', () => {
  it('refuses a request addressed to another name, with the documented key or not', async () => {
    const server = await startDevServer({ port: 0, apiKey: 'sk_dev_host' });
    try {
      const port = new URL(server.url).port;
      const evil = await getWithHost(server.url, `evil.example:${port}`, server.apiKey);
      expect(evil.status).toBe(403);
      expect(JSON.parse(evil.body).errors[0].message).toContain('evil.example');
      expect((await getWithHost(server.url, `localhost:${port}`, server.apiKey)).status).toBe(200);
      expect((await getWithHost(server.url, `127.0.0.1:${port}`, server.apiKey)).status).toBe(200);
      expect((await getWithHost(server.url, `[::1]:${port}`, server.apiKey)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('answers the names the user allows', async () => {
    const server = await startDevServer({ port: 0, allowedHosts: ['dev.test'] });
    try {
      const port = new URL(server.url).port;
      expect((await getWithHost(server.url, `dev.test:${port}`, server.apiKey)).status).toBe(200);
      expect((await getWithHost(server.url, `other.test:${port}`, server.apiKey)).status).toBe(403);
    } finally {
      await server.close();
    }
  });
});
