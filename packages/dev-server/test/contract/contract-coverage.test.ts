import { openapiDocument } from '@importkit/api/contract';
import { describe, expect, it } from 'vitest';
import { readContractOperations } from '../../src/contract/operations';
import { buildApp, handlerCoverage } from '../../src/server/build-app';
import { createRuntime } from '../../src/server/create-runtime';
import { operationHandlers } from '../../src/server/operation-handlers';

const operations = readContractOperations(openapiDocument as Record<string, unknown>);

const limits = { bodyLimitBytes: 1024, bodyTimeoutMs: 1000, maxUrlLength: 1024 };

describe('the contract and the handlers', () => {
  it('has a handler for every operationId of the contract, and no handler outside it', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(handlerCoverage(operations, operationHandlers)).toEqual({ missing: [], unknown: [] });
  });

  it('refuses to start when an operation has no handler', () => {
    const { getRecords: _dropped, ...handlers } = operationHandlers;
    const runtime = createRuntime({ eventLogLimit: 10, heartbeatMs: 1000 });
    expect(() => buildApp(runtime, { ...limits, apiKey: 'k', handlers })).toThrow(
      /missing: getRecords/,
    );
  });

  it('registers every operation as a route, so none of them is a silent 404', async () => {
    const runtime = createRuntime({ eventLogLimit: 10, heartbeatMs: 1000 });
    const app = buildApp(runtime, { ...limits, apiKey: 'k', handlers: operationHandlers });
    await app.ready();
    for (const { method, routePath } of operations) {
      expect(app.hasRoute({ method, url: routePath }), `${method} ${routePath}`).toBe(true);
    }
    await app.close();
  });
});
