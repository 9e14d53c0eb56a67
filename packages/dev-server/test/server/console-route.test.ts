/**
 * The console is served at `/console/` without the key (a page with no data), with a policy
 * that runs only its own script; everything else still needs the key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole } from '../../console/build';
import { type DevServer, startDevServer } from '../../src/server/start-dev-server';

let server: DevServer;
beforeAll(async () => {
  await buildConsole();
  server = await startDevServer({ port: 0, apiKey: 'sk_dev_console_test' });
  await fetch(`${server.url}/v1/spaces`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Secret space' }),
  });
});
afterAll(() => server.close());

describe('the console route', () => {
  it('hands out the console URL with the key in the fragment', () => {
    expect(server.consoleUrl).toBe(`${server.url}/console/#key=sk_dev_console_test`);
  });

  it('serves the page and its assets without the key, carrying no data', async () => {
    const page = await fetch(`${server.url}/console/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<div id="console">');
    expect(html).not.toContain('Secret space');
    expect(html).not.toContain(server.apiKey);

    const script = await fetch(`${server.url}/console/console.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const css = await fetch(`${server.url}/console/console.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('redirects /console to /console/', async () => {
    const response = await fetch(`${server.url}/console`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/console/');
  });

  it('serves no other file from the disk', async () => {
    for (const path of [
      '/console/package.json',
      '/console/..%2Fpackage.json',
      '/console/build.ts',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('@importkit/dev-server');
    }
  });

  it('keeps the key required everywhere else, whatever the path spelling', async () => {
    for (const path of [
      '/v1/spaces',
      '/_dev/clock',
      '/console/x/../../v1/spaces',
      '/console/../v1/spaces',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.text(), path).not.toContain('Secret space');
    }
  });
});
