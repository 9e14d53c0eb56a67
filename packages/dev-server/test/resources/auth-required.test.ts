import { openapiDocument } from '@importkit/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContractOperations } from '../../src/contract/operations';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const operations = readContractOperations(openapiDocument as Record<string, unknown>);

describe('every operation needs the API key', () => {
  it.each(operations.map((operation) => [operation.operationId, operation]))(
    '%s answers 401 without it and with a wrong one, echoing neither',
    async (_id, operation) => {
      const path = operation.path.replace(/\{[^}]+\}/g, 'us_x_1');
      for (const apiKey of [null, 'sk_wrong_key_value']) {
        const response = await api.request(operation.method, path, {
          apiKey,
          body: operation.bodySchema ? {} : undefined,
        });
        expect(response.status).toBe(401);
        expect(response.text).not.toContain('sk_wrong_key_value');
        expect(response.text).not.toContain(api.server.apiKey);
      }
    },
  );
});
