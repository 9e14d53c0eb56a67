/**
 * @importkit/dev-server: the importkit service running locally, in memory, implementing the same
 * OpenAPI contract as the hosted API and emitting its events.
 * @module
 */
export { MAX_JSON_DEPTH } from './http/json-body';
export { DEFAULT_EVENT_LOG_BYTES, DEFAULT_SSE_BUFFER_BYTES } from './runtime/runtime';
export {
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_BODY_TIMEOUT_MS,
  type DevServer,
  type DevServerOptions,
  DevServerOptionsError,
  LOCAL_API_KEY,
  MAX_URL_LENGTH,
  startDevServer,
} from './server/start-dev-server';

export { version } from './server/version';
