/**
 * One listener shape under `--listener`: the README's first listener (examples/quickstart), which
 * builds a Listener and calls `listen()` itself, runs as it is; a module that exports its
 * Listener and also calls `listen()` subscribes once (each event's handlers run once); a module
 * that starts two different listeners, or exports nothing to run, is refused with what to change.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { waitForJob } from '../support/wait';
import { useListenerHarness } from './listener-harness';

const harness = useListenerHarness();
const quickstart = fileURLToPath(
  new URL('../../../../examples/quickstart/src/listener.ts', import.meta.url),
);

describe('--listener runs one listener shape', () => {
  it("runs the README's listener, which calls listen() itself: its job handler completes the job", async () => {
    harness.run(quickstart);
    await harness.output.waitFor('stdout', /is listening/);
    // The module's own line after `await listener.listen(…)`: its listen() was answered.
    await harness.output.waitFor('stdout', /Listening\. Press Ctrl\+C to stop\./);

    const space = await harness.api<{ id: string }>('POST', '/v1/spaces', { name: 'Quickstart' });
    const workbook = await harness.api<{ id: string }>('POST', '/v1/workbooks', {
      name: 'Contacts',
      spaceId: space.id,
    });
    const job = await harness.api<{ id: string }>('POST', '/v1/jobs', {
      type: 'workbook',
      operation: 'dedupe',
      source: workbook.id,
      trigger: 'immediate',
    });
    const done = await waitForJob(harness.server, job.id);
    expect(done).toMatchObject({
      status: 'complete',
      outcome: { message: `Workbook ${workbook.id} has no duplicates` },
    });
  }, 90_000);

  it('subscribes once for a module that exports its Listener and calls listen()', async () => {
    const modulePath = join(harness.directory, 'listener.ts');
    await writeFile(
      modulePath,
      `import { Listener } from '@importkit/listener';

const listener = new Listener().on('space:created', async function counted() {});
await listener.listen({ environmentId: process.env.IMPORTKIT_ENVIRONMENT_ID ?? '', handleSignals: true });
export default listener;
`,
    );
    harness.run(modulePath);
    await harness.output.waitFor('stdout', /is listening/);

    const first = await harness.createSpace('First');
    await harness.runsOf(first);
    // Each subscription handles events in order: once the second event's run is reported, a
    // second subscription would have reported its run of the first one too.
    const second = await harness.createSpace('Second');
    await harness.runsOf(second);
    expect(await harness.runsOf(first)).toEqual([expect.objectContaining({ handler: 'counted' })]);
    expect(await harness.runsOf(second)).toHaveLength(1);
  }, 90_000);

  it('refuses a module that starts a second Listener, saying what to change', async () => {
    const modulePath = join(harness.directory, 'listener.ts');
    await writeFile(
      modulePath,
      `import { Listener } from '@importkit/listener';

const environmentId = process.env.IMPORTKIT_ENVIRONMENT_ID ?? '';
await new Listener().on('space:created', () => {}).listen({ environmentId });
await new Listener().on('job:ready', () => {}).listen({ environmentId });
`,
    );
    harness.run(modulePath);
    await harness.output.waitFor('stderr', /the listener stopped/);
    expect(harness.output.stderr).toMatch(
      /runs one Listener per module, and .*listener\.ts starts a second one: compose them into one/,
    );
  }, 60_000);

  it('refuses a module with nothing to run, naming the shapes it takes', async () => {
    const modulePath = join(harness.directory, 'listener.mjs');
    await writeFile(modulePath, 'export default { hello: 1 };\n');
    harness.run(modulePath);
    await harness.output.waitFor('stderr', /the listener stopped/);
    expect(harness.output.stderr).toMatch(
      /listener\.mjs must export default a Listener of @importkit\/listener \(or call listen\(\) on one\), or be a hosted listener program: .* Its default export is object\./,
    );
  }, 60_000);
});
