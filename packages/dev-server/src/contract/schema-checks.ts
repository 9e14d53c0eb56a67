/**
 * Checks of a value against one named schema of the contract, for what a request schema leaves
 * open but an answer must hold (a published event against the catalog, a new job's outcome
 * against `JobOutcome`). One ajv for the process, made on first use; each schema compiled once.
 * @module
 */
import { openapiDocument } from '@importkit/api/contract';
import type { ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020.js';
import { contractSchema, createContractAjv } from './request-validators';
import { toValidationIssue, type ValidationIssue } from './validation-issue';

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

function validatorOf(name: string): ValidateFunction {
  let validate = compiled.get(name);
  if (validate === undefined) {
    ajv ??= createContractAjv(openapiDocument as Record<string, unknown>, false);
    validate = ajv.compile(contractSchema({ $ref: `#/components/schemas/${name}` }));
    compiled.set(name, validate);
  }
  return validate;
}

/**
 * The first issue of `value` against the contract's schema `name`, its key under `root`; or
 * undefined when it holds.
 *
 * @example
 * checkSchema('JobOutcome', { next: { type: 'url' } }, 'body.outcome');
 * // { key: 'body.outcome.next.url', message: 'body.outcome.next.url is required' }
 */
export function checkSchema(
  name: string,
  value: unknown,
  root: string,
): ValidationIssue | undefined {
  const validate = validatorOf(name);
  return validate(value) ? undefined : toValidationIssue(root, validate.errors ?? []);
}
