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

  it('names the hosted client method of every operation, or marks it as ours', async () => {
    type Operation = { operationId?: string; 'x-hosted-client'?: unknown; 'x-importkit'?: unknown };
    const api = (await SwaggerParser.parse(contractPath)) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const methods = ['get', 'put', 'post', 'patch', 'delete'];
    const problems: string[] = [];
    const claimedBy = new Map<string, string>();
    for (const [path, item] of Object.entries(api.paths)) {
      for (const method of methods.filter((m) => item[m])) {
        const operation = item[method] as Operation;
        const where = `${method.toUpperCase()} ${path}`;
        const hosted = operation['x-hosted-client'];
        const names = typeof hosted === 'string' ? [hosted] : Array.isArray(hosted) ? hosted : [];
        if (names.length > 0 === (operation['x-importkit'] === true)) {
          problems.push(`${where}: needs x-hosted-client or x-importkit: true, not both`);
        }
        for (const name of names) {
          if (typeof name !== 'string' || !/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(name)) {
            problems.push(`${where}: x-hosted-client ${String(name)} is not resource.method`);
          } else if (claimedBy.has(name)) {
            problems.push(`${where}: ${name} is also claimed by ${claimedBy.get(name)}`);
          } else {
            claimedBy.set(name, where);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(claimedBy.get('jobs.complete')).toBe('POST /v1/jobs/{jobId}/complete');
    expect(claimedBy.get('threads.updateThread')).toBe('PUT /v1/threads/{threadId}');
  });

  it('has committed generated files equal to what `npm run generate` writes', async () => {
    const rendered = await renderGeneratedFiles();
    for (const [name, content] of Object.entries(rendered)) {
      const committed = await readFile(join(generatedDir, name), 'utf8');
      expect(committed, `src/generated/${name} is stale: run npm run generate`).toBe(content);
    }
  });
});
