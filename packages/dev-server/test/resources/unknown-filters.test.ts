import { openapiDocument } from '@importkit/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContractOperations } from '../../src/contract/operations';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const lists = readContractOperations(openapiDocument as Record<string, unknown>).filter(
  (operation) => operation.method === 'GET' && !operation.path.includes('{'),
);

describe('a filter on a field that does not exist', () => {
  it.each(lists.map((operation) => [operation.operationId, operation]))(
    '%s answers 400 naming it',
    async (_id, operation) => {
      // Every required parameter is given, so the unknown one is the only thing wrong.
      const required = operation.parameters.filter((p) => p.in === 'query' && p.required);
      const query = Object.fromEntries(required.map((p) => [p.name, 'us_x_1']));
      const response = await api.request('GET', operation.path, {
        query: { ...query, colour: 'red' },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({
        key: 'query.colour',
        message: 'query.colour is not a known property',
      });
    },
  );
});
