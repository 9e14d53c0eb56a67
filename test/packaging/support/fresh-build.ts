/**
 * Vitest global setup of the packaging tests: they run `dist/`, so it must be built from the
 * sources as they are. `npm install`/`npm ci` build it (`prepare`); after an edit it is rebuilt
 * here, once, before any test starts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const packageDirs = ['api', 'listener', 'plugin-webhook-egress', 'dev-server', 'testing'];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const newest = (files: string[]) => Math.max(...files.map((file) => statSync(file).mtimeMs));
const oldest = (files: string[]) => Math.min(...files.map((file) => statSync(file).mtimeMs));

/** Whether some package has no build, or a build older than one of its inputs. */
export function isBuildStale(): boolean {
  const sharedInputs = [join(repoRoot, 'tsup.config.ts'), join(repoRoot, 'package-lock.json')];
  return packageDirs.some((dir) => {
    const packageDir = join(repoRoot, 'packages', dir);
    const built = filesUnder(join(packageDir, 'dist'));
    if (built.length === 0) return true;
    const inputs = [
      ...sharedInputs,
      join(packageDir, 'package.json'),
      // The dev server's console is bundled into its dist from console/ at build time.
      ...['src', 'console']
        .flatMap((sources) => filesUnder(join(packageDir, sources)))
        .filter((file) => !/\.test(-d)?\.ts$/.test(file)),
    ].filter((file) => existsSync(file));
    return newest(inputs) > oldest(built);
  });
}

export default function setup(): void {
  if (!isBuildStale()) return;
  console.log('packaging tests: dist/ is older than its sources, running npm run build');
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    timeout: 600_000,
  });
}
