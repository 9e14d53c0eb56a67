/**
 * The README's node:test example, run as a user runs it: `node --test`, in a child process
 * (TypeScript through tsx, which maps `@importkit/*` to the sources from the repository's root).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const example = fileURLToPath(new URL('./node-test-example.ts', import.meta.url));

it('passes under node --test, and the process ends by itself', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter', 'tap', example],
    { cwd: repoRoot, timeout: 60_000 },
  );
  expect(stdout).toContain('ok 1 - the Submit job completes with its outcome');
  expect(stdout).toMatch(/# pass 1\n# fail 0/);
}, 90_000);
