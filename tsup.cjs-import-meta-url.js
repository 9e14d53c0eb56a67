// `import.meta.url` in the CommonJS build (tsup.config.ts defines it as this). tsup's own shim
// builds it as `file:${__filename}` without escaping, so a project under a folder named with `#`
// or `%` would resolve files beside the bundle (a worker's entry, the console) somewhere else.
import { pathToFileURL } from 'node:url';

export const importMetaUrl = pathToFileURL(__filename).href;
