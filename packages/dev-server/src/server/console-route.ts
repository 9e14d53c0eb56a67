/**
 * The dev console, served at `/console/` on the API's port from the files the package build put
 * in `dist/console/` (no CDN). The page and its two assets are public, like any static file: they
 * hold no data. Everything the console shows it reads through `/v1` and `/_dev/` with the key
 * from the URL fragment, so without the key it shows nothing. A Content Security Policy lets the
 * page run only its own script (a guide's markdown cannot run any).
 * @module
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';

/** Where the console is served. */
export const CONSOLE_PATH = '/console/';

/** The only files served, with their media types (no other name reaches the disk). */
const ASSETS: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'console.js': 'text/javascript; charset=utf-8',
  'console.css': 'text/css; charset=utf-8',
};

const SECURITY_HEADERS = {
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A console page or asset: served without the key. */
    consoleAsset?: boolean;
  }
}

const PUBLIC = { consoleAsset: true };

/**
 * `dist/console` of this package, found from this module's own place: `src/server/` when run from
 * the sources (tests), `dist/` when built, in the repository or in `node_modules`.
 */
export function consoleDirectory(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 3 && !existsSync(join(dir, 'package.json')); depth += 1) {
    dir = dirname(dir);
  }
  return join(dir, 'dist', 'console');
}

/** Whether the request is for the console's page or assets (served without the key). */
export function isConsoleAsset(request: FastifyRequest): boolean {
  return request.routeOptions.config?.consoleAsset === true;
}

/** The console's URL for a server: the key rides in the fragment, which no request carries. */
export function consoleUrl(baseUrl: string, apiKey: string): string {
  return `${baseUrl}${CONSOLE_PATH}#key=${encodeURIComponent(apiKey)}`;
}

/** Registers `GET /` and `/console` (both lead to the console), `/console/` and `/console/<asset>`. */
export function registerConsoleRoutes(app: FastifyInstance, directory = consoleDirectory()): void {
  const serve = async (name: string) => {
    const type = ASSETS[name];
    if (!type) throw new HttpError(404, `No console file ${name}`, 'url');
    try {
      return { type, body: await readFile(join(directory, name)) };
    } catch {
      throw new HttpError(
        503,
        'The console is not built: run `npm run build -w @importkit/dev-server` in the repository',
        'url',
      );
    }
  };
  app.get('/console', { config: PUBLIC }, async (_request, reply) =>
    reply.redirect(CONSOLE_PATH, 308),
  );
  // The server's own address opens the console (a browser keeps the `#key=…` fragment across
  // the redirect); temporary, so no browser remembers it for whatever listens on the port later.
  app.get('/', { config: PUBLIC }, async (_request, reply) => reply.redirect(CONSOLE_PATH, 302));
  app.get(CONSOLE_PATH, { config: PUBLIC }, async (_request, reply) => {
    const file = await serve('index.html');
    return reply.headers(SECURITY_HEADERS).type(file.type).send(file.body);
  });
  app.get<{ Params: { file: string } }>(
    `${CONSOLE_PATH}:file`,
    { config: PUBLIC },
    async (request, reply) => {
      const file = await serve(request.params.file);
      return reply.headers(SECURITY_HEADERS).type(file.type).send(file.body);
    },
  );
}
