/** `npm run start -w examples/csv-import -- --help` prints the usage, not a stack trace. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

it('prints its usage for --help', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'examples/csv-import/src/main.ts', '--help'],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = await once(child, 'exit');
  expect(code).toBe(0);
  expect(output).toContain('Usage: npm run start -w examples/csv-import -- [--rows N]');
  expect(output).not.toMatch(/^\s+at /m);
});
