/**
 * `--listener <module>` (`runListener`): the user's listener runs in a child process against a
 * real dev server, its handler runs (and what they threw) reach `GET /_dev/handler-runs`, a
 * listener that throws while loading leaves the server running, and a module that does not exist
 * is refused at once.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runListener } from '../../src/listener-runner/listener-runner';
import { parseFlags } from '../../src/server/run-cli';
import { useListenerHarness } from './listener-harness';

const harness = useListenerHarness();

const crashingOnName = `import { Listener } from '@importkit/listener';

const listener = new Listener();
listener.on('space:created', async function greet(event) {
  if (event.payload.name === 'Crash') throw new TypeError('bad space');
});
export default listener;
`;

describe('--listener', () => {
  it('reports each handler run and what it threw', async () => {
    const modulePath = join(harness.directory, 'listener.ts');
    await writeFile(modulePath, crashingOnName);
    harness.run(modulePath);
    await harness.output.waitFor('stdout', /is listening/);

    const [first] = await harness.runsOf(await harness.createSpace('First'));
    expect(first).toMatchObject({ handler: 'greet', topic: 'space:created' });
    expect(first?.error).toBeUndefined();

    const [crash] = await harness.runsOf(await harness.createSpace('Crash'));
    expect(crash).toMatchObject({
      handler: 'greet',
      error: { name: 'TypeError', message: 'bad space' },
    });
  }, 90_000);

  it('keeps the server running when the listener throws while loading, and starts it once fixed', async () => {
    const modulePath = join(harness.directory, 'listener.js');
    await writeFile(modulePath, "throw new Error('broken at import');\n");
    harness.run(modulePath);
    await harness.output.waitFor('stderr', /the listener stopped/);
    expect(harness.output.stderr).toMatch(
      /listener\.js could not be loaded:\nError: broken at import/,
    );
    expect(await harness.api('GET', '/v1/spaces')).toEqual([]);

    await writeFile(modulePath, crashingOnName);
    await harness.output.waitFor('stdout', /is listening/);
    const [run] = await harness.runsOf(await harness.createSpace('After the fix'));
    expect(run).toMatchObject({ handler: 'greet' });
  }, 90_000);

  it('--help tells how to run a hosted project unchanged', () => {
    let printed = '';
    const io = { stdout: (text: string) => (printed += text), stderr: () => {} };
    expect(parseFlags(['--help'], io)).toEqual({ kind: 'exit', code: 0 });
    expect(printed).toMatch(/--listener MODULE/);
    expect(printed).toMatch(/a hosted project's listener program, unchanged/);
    expect(printed).toMatch(/npx importkit-dev --listener \.\/index\.ts/);
  });

  it('refuses a module that does not exist', () => {
    expect(() =>
      runListener({
        modulePath: join(harness.directory, 'nope.ts'),
        server: harness.server,
        io: harness.output.io,
      }),
    ).toThrow(/--listener: no such file .*nope\.ts/);
  });
});
