/**
 * `--listener` restarts the listener on every kind of save — in place, a new file renamed over
 * the old one (as editors' atomic saves do), deleted and created again, and a change to a file
 * the listener imports from outside its directory — and shows a compile or import error on stderr
 * while the dev server keeps serving, starting the listener again once the file is fixed.
 */
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useListenerHarness } from './listener-harness';

const harness = useListenerHarness();

/** A listener whose `space:created` handler is named `name`: the runs tell which code ran. */
function listenerNamed(name: string): string {
  return `import { Listener } from '@importkit/listener';

const listener = new Listener();
listener.on('space:created', async function ${name}() {});
export default listener;
`;
}

/** Resolves once the code whose handler is `name` handles a new event. */
async function expectHandler(name: string) {
  const eventId = await harness.createSpace(`for ${name}`);
  const [run] = await harness.runsOf(eventId);
  expect(run?.handler).toBe(name);
}

describe('--listener restarts on every kind of save', () => {
  it('a save in place', async () => {
    const modulePath = join(harness.directory, 'listener.ts');
    await writeFile(modulePath, listenerNamed('first'));
    const runner = harness.run(modulePath);
    await harness.output.waitFor('stdout', /is listening/);
    await expectHandler('first');

    await writeFile(modulePath, listenerNamed('second'));
    await harness.output.waitFor('stdout', /is listening/, 2);
    await expectHandler('second');
    expect(runner.starts).toBe(2);
    expect(harness.output.stdout).toMatch(/listener\.ts changed, restarting the listener/);
  }, 90_000);

  it('a new file renamed over the module, twice, then a save in place', async () => {
    // The new file is written elsewhere (as editors that keep backups in a folder of their
    // own do), so that only the rename happens in the module's directory.
    const app = join(harness.directory, 'app');
    const staging = join(harness.directory, 'staging');
    await mkdir(app);
    await mkdir(staging);
    const modulePath = join(app, 'listener.ts');
    await writeFile(modulePath, listenerNamed('original'));
    harness.run(modulePath);
    await harness.output.waitFor('stdout', /is listening/);

    for (const [index, name] of ['renamedOnce', 'renamedTwice'].entries()) {
      const staged = join(staging, `listener.ts.${index}`);
      await writeFile(staged, listenerNamed(name));
      await rename(staged, modulePath);
      await harness.output.waitFor('stdout', /is listening/, index + 2);
      await expectHandler(name);
    }
    await writeFile(modulePath, listenerNamed('savedAfterRenames'));
    await harness.output.waitFor('stdout', /is listening/, 4);
    await expectHandler('savedAfterRenames');
  }, 120_000);

  it('the module deleted and created again', async () => {
    const modulePath = join(harness.directory, 'listener.ts');
    await writeFile(modulePath, listenerNamed('before'));
    harness.run(modulePath);
    await harness.output.waitFor('stdout', /is listening/);

    await unlink(modulePath);
    await writeFile(modulePath, listenerNamed('recreated'));
    await harness.output.waitFor('stdout', /is listening/, 2);
    await expectHandler('recreated');
  }, 90_000);

  it('a dependency outside the module directory', async () => {
    const app = join(harness.directory, 'app');
    const lib = join(harness.directory, 'lib');
    await mkdir(app);
    await mkdir(lib);
    const dependency = join(lib, 'handler-name.ts');
    await writeFile(dependency, "export const handlerName: string = 'fromLib';\n");
    const modulePath = join(app, 'listener.ts');
    await writeFile(
      modulePath,
      `import { Listener } from '@importkit/listener';
import { handlerName } from '../lib/handler-name.ts';

const handlers = { [handlerName]: async () => {} };
export default new Listener().on('space:created', handlers[handlerName]);
`,
    );
    harness.run(modulePath);
    await harness.output.waitFor('stdout', /is listening/);
    await expectHandler('fromLib');

    await writeFile(dependency, "export const handlerName: string = 'changedLib';\n");
    await harness.output.waitFor('stdout', /is listening/, 2);
    await expectHandler('changedLib');
    expect(harness.output.stdout).toMatch(/handler-name\.ts changed, restarting the listener/);
  }, 90_000);
});

describe('--listener with a module that does not load', () => {
  it('shows a compile error, keeps the server running, and starts the fixed listener', async () => {
    const modulePath = join(harness.directory, 'listener.ts');
    await writeFile(modulePath, listenerNamed('working'));
    harness.run(modulePath);
    await harness.output.waitFor('stdout', /is listening/);

    await writeFile(modulePath, 'export const broken: number = ;\n');
    await harness.output.waitFor('stderr', /the listener stopped/);
    expect(harness.output.stderr).toMatch(/listener\.ts does not compile/);
    expect(harness.output.stderr).toMatch(/listener\.ts:1:\d+: ERROR: Unexpected ";"/);
    expect(await harness.api('GET', '/v1/spaces')).toEqual([]);

    await writeFile(modulePath, listenerNamed('fixed'));
    await harness.output.waitFor('stdout', /is listening/, 2);
    await expectHandler('fixed');
  }, 90_000);

  it('shows an import of a missing file, and starts once that file exists', async () => {
    const modulePath = join(harness.directory, 'listener.ts');
    await writeFile(
      modulePath,
      `import { handlerName } from './handler-name.ts';
import { Listener } from '@importkit/listener';

const handlers = { [handlerName]: async () => {} };
export default new Listener().on('space:created', handlers[handlerName]);
`,
    );
    harness.run(modulePath);
    await harness.output.waitFor('stderr', /the listener stopped/);
    expect(harness.output.stderr).toMatch(/Cannot find module '.*handler-name\.ts'/);

    await writeFile(
      join(harness.directory, 'handler-name.ts'),
      "export const handlerName = 'created';\n",
    );
    await harness.output.waitFor('stdout', /is listening/);
    await expectHandler('created');
  }, 90_000);
});
