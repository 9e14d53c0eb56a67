/** Writes src/generated/ from openapi/openapi.yaml (`npm run generate`). */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generatedDir, renderGeneratedFiles } from './render-generated.js';

const files = await renderGeneratedFiles();
await mkdir(generatedDir, { recursive: true });
for (const [name, content] of Object.entries(files)) {
  await writeFile(join(generatedDir, name), content);
  console.log(`generated src/generated/${name}`);
}
