/**
 * The wire shapes of the contract, as @importkit/api generates them from openapi.yaml: the dev
 * server's stored entities and request bodies are these types, so the server and the client
 * cannot drift apart in what they send and accept.
 * @module
 */
import type { components, operations } from '@importkit/api';

/** A schema of the contract's `components.schemas`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The query parameters of an operation of the contract. */
export type QueryOf<Operation extends keyof operations> = NonNullable<
  operations[Operation]['parameters']['query']
>;
