import { openapiDocument } from '@importkit/api/contract';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { readContractOperations } from './operations';
import { requestValidators } from './request-validators';

const document = openapiDocument as Record<string, unknown>;
const operations = readContractOperations(document);

describe('requestValidators', () => {
  // The servers' ajv instances skip this check at start (it compiles the meta-schema).
  it('reads a contract whose schemas are valid JSON Schema 2020-12', () => {
    const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
    const ajv = new Ajv2020({ strict: false });
    const valid = ajv.validateSchema({ $defs: components.schemas ?? {} });
    expect(ajv.errors ?? [], ajv.errorsText()).toEqual([]);
    expect(valid).toBe(true);
  });

  // Schemas compile on first use: this is where a schema ajv refuses shows up, for every
  // operation, rather than at the first request a user happens to make.
  it('compiles every request schema of the contract', () => {
    const validators = requestValidators(document, operations);
    expect(validators.size).toBe(operations.length);
    for (const operation of operations) {
      const validator = validators.get(operation.operationId);
      expect(validator, operation.operationId).toBeDefined();
      expect(() => validator?.params({}), operation.operationId).not.toThrow();
      expect(() => validator?.query({}), operation.operationId).not.toThrow();
      expect(() => validator?.body({}), operation.operationId).not.toThrow();
    }
  });

  it('checks a request the same on its first use and after', () => {
    const getRecords = requestValidators(document, operations).get('getRecords');
    const first = getRecords?.query({ pageSize: '0' });
    expect(first?.key).toBe('query.pageSize');
    expect(getRecords?.query({ pageSize: '0' })).toEqual(first);
    expect(getRecords?.query({ pageSize: '10' })).toBeUndefined();
  });
});
