import { defineConfig } from 'vitest/config';
import projects, { alias, testOptions } from './vitest.workspace.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    ...testOptions,
    projects,
  },
});
