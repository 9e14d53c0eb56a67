/**
 * @module The parsed OpenAPI document of the importkit contract, as its own entry point
 * (`@importkit/api/contract`) so that the client bundle does not carry it.
 *
 * @example
 * ```ts
 * import { openapiDocument } from '@importkit/api/contract';
 * console.log(Object.keys(openapiDocument.paths as object));
 * ```
 */
export { openapiDocument } from './generated/contract-document';
