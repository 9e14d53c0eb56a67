/**
 * `--listener <module>` (`runListener`): the user's listener runs in a child process against a
 * real dev server, its handler runs (and what they threw) reach `GET /_dev/handler-runs`, a file
 * change restarts it with the new code, and a listener that crashes leaves the server running.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DevServer, startDevServer } from '@importkit/dev-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ListenerRunner, runListener } from '../../src/listener-runner/listener-runner';

// Inside the repository, so that the listener's `@importkit/listener` resolves as a user's would.
const here = fileURLToPath(new URL('.', import.meta.url));

let directory: string;
let server: DevServer;
let runner: ListenerRunner | undefined;
const output = { stdout: '', stderr: '' };
const io = {
  stdout: (text: string) => {
    output.stdout += text;
  },
  stderr: (text: string) => {
    output.stderr += text;
  },
};

beforeEach(async () => {
  directory = await mkdtemp(join(here, '.listener-'));
  server = await startDevServer({ port: 0 });
  output.stdout = '';
  output.stderr = '';
});
afterEach(async () => {
  await runner?.close();
  runner = undefined;
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

function listenerSource(handlerName: string) {
  return `import { Listener } from '@importkit/listener';

const listener = new Listener();
listener.on('space:created', async function ${handlerName}(event) {
  if (event.payload.name === 'Crash') throw new TypeError('bad space');
});
export default listener;
`;
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `gave up waiting for ${what}\nstdout: ${output.stdout}\nstderr: ${output.stderr}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.apiKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json() as Promise<{ data: Record<string, unknown> & { id: string } }>;
}

async function createSpace(name: string): Promise<string> {
  const space = (await api('POST', '/v1/spaces', { name })).data;
  const events = (await fetch(
    `${server.url}/v1/events?environmentId=${server.environmentId}&topic=space:created`,
    { headers: { authorization: `Bearer ${server.apiKey}` } },
  ).then((response) => response.json())) as {
    data: { id: string; context: { spaceId: string } }[];
  };
  return (events.data.find((event) => event.context.spaceId === space.id) as { id: string }).id;
}

async function runOf(eventId: string) {
  const runs = (await api('GET', `/_dev/handler-runs?eventId=${eventId}`)).data as unknown as {
    handler: string;
    topic: string;
    durationMs: number;
    error?: { name: string; message: string };
  }[];
  return runs[0];
}

describe('--listener', () => {
  it('runs the handlers, reports each run and what it threw, and restarts on a change', async () => {
    const modulePath = join(directory, 'listener.ts');
    await writeFile(modulePath, listenerSource('greet'));
    runner = runListener({ modulePath, server, io, debounceMs: 100 });
    await until('the listener to listen', () =>
      output.stdout.includes('is listening') ? true : undefined,
    );

    const first = await until('a handler run', async () => runOf(await createSpace('First')));
    expect(first).toMatchObject({ handler: 'greet', topic: 'space:created' });
    expect(first.error).toBeUndefined();

    const crashId = await createSpace('Crash');
    const crash = await until('the failed run', () => runOf(crashId));
    expect(crash).toMatchObject({
      handler: 'greet',
      error: { name: 'TypeError', message: 'bad space' },
    });

    await writeFile(modulePath, listenerSource('welcome'));
    await until('the restart', () => (runner?.starts === 2 ? true : undefined));
    // Created while the new listener may still be starting: it resumes after the last event.
    const thirdId = await createSpace('Third');
    const third = await until('a run of the new code', () => runOf(thirdId));
    expect(third).toMatchObject({ handler: 'welcome', topic: 'space:created' });
    expect(output.stdout).toMatch(/listener\.ts changed, restarting the listener/);
  }, 90_000);

  it('keeps the server running when the listener crashes, and starts it again once fixed', async () => {
    const modulePath = join(directory, 'listener.js');
    await writeFile(modulePath, "throw new Error('broken at import');\n");
    runner = runListener({ modulePath, server, io, debounceMs: 100 });
    await until('the crash', () =>
      output.stderr.includes('the listener stopped') ? true : undefined,
    );
    expect(output.stderr).toMatch(/broken at import/);
    expect((await api('GET', '/v1/spaces')).data).toEqual([]);

    await writeFile(modulePath, listenerSource('fixed'));
    await until('the fixed listener', () =>
      output.stdout.includes('is listening') ? true : undefined,
    );
    const eventId = await createSpace('After the fix');
    expect(await until('a run', () => runOf(eventId))).toMatchObject({ handler: 'fixed' });
  }, 90_000);

  it('says so when the module exports no Listener', async () => {
    const modulePath = join(directory, 'listener.mjs');
    await writeFile(modulePath, 'export default { hello: 1 };\n');
    runner = runListener({ modulePath, server, io, debounceMs: 100 });
    await until('the refusal', () => (output.stderr.includes('no Listener') ? true : undefined));
    expect(output.stderr).toMatch(
      /listener\.mjs must export default a Listener of @importkit\/listener \(its default export is object\)/,
    );
  }, 60_000);

  it('refuses a module that does not exist', () => {
    expect(() => runListener({ modulePath: join(directory, 'nope.ts'), server, io })).toThrow(
      /--listener: no such file .*nope\.ts/,
    );
  });
});
