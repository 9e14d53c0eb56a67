/**
 * Programs written for the hosted service run unchanged under `importkit-dev --listener`: a module
 * whose default export is a listener program (a function handed a `FlatfileListener`) or a
 * `FlatfileListener` gets the dev server's events through `dispatchEvent`, reaches the dev server
 * through `@flatfile/api` and the `FLATFILE_*` variables, has its handler runs reported like our
 * own listener's, and restarts on save; without `@flatfile/listener` in the project, an error
 * says what to install.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type DevCommand, startDevCommand } from './dev-command';

const here = fileURLToPath(new URL('.', import.meta.url));
let command: DevCommand | undefined;
const directories: string[] = [];

afterEach(async () => {
  await command?.stop();
  command = undefined;
  await Promise.all(directories.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * A project directory, CommonJS like the hosted templates (TypeScript with `export default`);
 * inside this workspace, `@flatfile/*` resolve as in a hosted project.
 */
async function project(parent: string): Promise<string> {
  const directory = await mkdtemp(join(parent, '.hosted-'));
  directories.push(directory);
  await writeFile(
    join(directory, 'package.json'),
    '{ "name": "hosted-project", "private": true }\n',
  );
  return directory;
}

interface Run {
  handler: string;
  topic: string;
  error?: { name: string; message: string };
}

/** The handler runs reported for an event, once there is one. */
async function runsOf(eventId: string): Promise<Run[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const runs = (await command?.api<Run[]>('GET', `/_dev/handler-runs?eventId=${eventId}`)) ?? [];
    if (runs.length > 0 || Date.now() > deadline) return runs;
    // Runs are reported in batches every 50 ms: there is no event to wait on.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first event of a topic for an entity, as soon as it is emitted (the server's long poll). */
async function eventOf(topic: string, matches: (event: EventEnvelope) => boolean) {
  let after: string | undefined;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const query = `environmentId=${command?.environmentId}&topic=${topic}${after ? `&after=${after}&wait=5` : ''}`;
    const events = (await command?.api<EventEnvelope[]>('GET', `/v1/events?${query}`)) ?? [];
    const found = events.find(matches);
    if (found) return found;
    after = events.at(-1)?.id ?? after;
  }
  throw new Error(`no ${topic} event`);
}

interface EventEnvelope {
  id: string;
  context: Record<string, string>;
}

const jobProgram = `import api from '@flatfile/api';
import type { FlatfileEvent, FlatfileListener } from '@flatfile/listener';

export default function (listener: FlatfileListener) {
  listener.on('job:ready', { job: 'workbook:compat' }, async function compatJob(event: FlatfileEvent) {
    const { jobId } = event.context;
    await api.jobs.ack(jobId, { info: 'Starting', progress: 10 });
    await api.jobs.complete(jobId, {
      outcome: { message: 'Completed by a hosted program in ' + process.env.FLATFILE_ENVIRONMENT_ID },
    });
  });
}
`;

function listenerInstance(handlerName: string): string {
  return `import { FlatfileListener } from '@flatfile/listener';

export default FlatfileListener.create((listener) => {
  listener.on('space:created', async function ${handlerName}(event) {
    throw new Error('${handlerName} saw ' + event.context.spaceId);
  });
});
`;
}

describe('importkit-dev --listener with a hosted listener program', () => {
  it('runs a job handler that acks and completes the job through @flatfile/api', async () => {
    const directory = await project(here);
    const modulePath = join(directory, 'index.ts');
    await writeFile(modulePath, jobProgram);
    command = await startDevCommand(modulePath);
    await command.waitFor('stdout', /a hosted listener program\) is listening/);

    const space = await command.api<{ id: string }>('POST', '/v1/spaces', { name: 'Hosted' });
    const workbook = await command.api<{ id: string }>('POST', '/v1/workbooks', {
      name: 'Contacts',
      spaceId: space.id,
    });
    const job = await command.api<{ id: string }>('POST', '/v1/jobs', {
      type: 'workbook',
      operation: 'compat',
      source: workbook.id,
      trigger: 'immediate',
    });
    await eventOf('job:completed', (event) => event.context.jobId === job.id);
    expect(await command.api('GET', `/v1/jobs/${job.id}`)).toMatchObject({
      status: 'complete',
      outcome: { message: `Completed by a hosted program in ${command.environmentId}` },
    });
    const ready = await eventOf('job:ready', (event) => event.context.jobId === job.id);
    expect(await runsOf(ready.id)).toEqual([
      expect.objectContaining({ handler: 'compatJob', topic: 'job:ready' }),
    ]);
    expect(command.output.stderr).not.toMatch(/Error in event listener/);
  }, 150_000);

  it('runs a FlatfileListener default export, reports what its handler threw, and restarts on save', async () => {
    const directory = await project(here);
    const modulePath = join(directory, 'index.ts');
    await writeFile(modulePath, listenerInstance('firstVersion'));
    command = await startDevCommand(modulePath);
    await command.waitFor('stdout', /is listening/);

    const first = await command.api<{ id: string }>('POST', '/v1/spaces', { name: 'One' });
    const created = await eventOf('space:created', (event) => event.context.spaceId === first.id);
    expect(await runsOf(created.id)).toEqual([
      expect.objectContaining({
        handler: 'firstVersion',
        error: { name: 'Error', message: `firstVersion saw ${first.id}` },
      }),
    ]);
    // The hosted package logs a handler's error itself, as it does in the cloud.
    await command.waitFor('stderr', /Error in event listener/);

    await writeFile(modulePath, listenerInstance('secondVersion'));
    await command.waitFor('stdout', /is listening/, 2);
    const second = await command.api<{ id: string }>('POST', '/v1/spaces', { name: 'Two' });
    const again = await eventOf('space:created', (event) => event.context.spaceId === second.id);
    expect(await runsOf(again.id)).toEqual([expect.objectContaining({ handler: 'secondVersion' })]);
  }, 150_000);

  it('says to install @flatfile/listener when the project does not have it', async () => {
    // Outside this repository, where no node_modules holds @flatfile/listener.
    const directory = await project(tmpdir());
    const modulePath = join(directory, 'index.ts');
    await writeFile(
      modulePath,
      'export default function (listener) { listener.on("**", () => {}); }\n',
    );
    command = await startDevCommand(modulePath);
    await command.waitFor('stderr', /the listener stopped/);
    expect(command.output.stderr).toMatch(
      /index\.ts is a hosted listener program .* running it needs @flatfile\/listener in your project: npm install @flatfile\/listener/,
    );
    // The dev server keeps serving.
    expect(await command.api('GET', '/v1/spaces')).toEqual([]);

    // A program that imports the package itself is told the same, once saved.
    await writeFile(modulePath, listenerInstance('withoutPackage'));
    await command.waitFor('stderr', /the listener stopped/, 2);
    expect(command.output.stderr).toMatch(
      /the program imports @flatfile\/listener, which your project must install: npm install @flatfile\/listener/,
    );
  }, 120_000);
});
