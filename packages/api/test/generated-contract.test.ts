import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { contractPath, generatedDir, renderGeneratedFiles } from '../scripts/render-generated';

describe('the contract', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const api = await SwaggerParser.validate(contractPath);
    expect((api as { openapi?: string }).openapi).toBe('3.1.0');
  });

  it('gives every operation an operationId, so the dev server can route it', async () => {
    const api = (await SwaggerParser.parse(contractPath)) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const methods = ['get', 'put', 'post', 'patch', 'delete', 'head'];
    const missing = Object.entries(api.paths).flatMap(([path, item]) =>
      methods
        .filter((method) => item[method] && !item[method]?.operationId)
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('has committed generated files equal to what `npm run generate` writes', async () => {
    const rendered = await renderGeneratedFiles();
    for (const [name, content] of Object.entries(rendered)) {
      const committed = await readFile(join(generatedDir, name), 'utf8');
      expect(committed, `src/generated/${name} is stale: run npm run generate`).toBe(content);
    }
  });
});
