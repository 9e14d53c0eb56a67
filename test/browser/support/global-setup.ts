/**
 * Vitest global setup of the browser tests: builds the console into the dev-server package's
 * `dist/console/` (the tests run the server from its sources, which serve that build), and finds
 * Chromium. Without one, it says plainly that the browser tests are skipped.
 */
import type { TestProject } from 'vitest/node';
import { buildConsole } from '../../../packages/dev-server/console/build';
import { findChromium } from './find-chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    console.warn(
      '\n  browser tests: SKIPPED — no Chromium found (install it with `apt-get install chromium`, or set CHROMIUM_PATH)\n',
    );
  } else {
    await buildConsole();
  }
  project.provide('chromiumPath', chromiumPath);
}
