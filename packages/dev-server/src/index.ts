/**
 * @importkit/dev-server: the importkit service running locally, in memory, implementing the same
 * OpenAPI contract as the hosted API and emitting its events.
 * @module
 */
export {
  DEFAULT_BODY_LIMIT_BYTES,
  type DevServer,
  type DevServerOptions,
  startDevServer,
} from './start-dev-server';

export const version = '0.1.0';
