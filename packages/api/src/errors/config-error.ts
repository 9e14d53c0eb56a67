import { ImportkitError } from './importkit-error';

/**
 * Thrown at once when the client cannot be configured: no API key, no base URL (or one carrying
 * credentials), an unknown topic, an option out of range.
 * The message names both the option and the environment variable that would supply it.
 *
 * @example
 * ```ts
 * createClient({ baseUrl: 'http://127.0.0.1:8787' });
 * // ConfigError: importkit/api: no API key: pass { apiKey } or set IMPORTKIT_API_KEY
 * ```
 */
export class ConfigError extends ImportkitError {
  declare readonly code: 'CONFIG_ERROR';

  constructor(message: string, options?: { cause?: unknown }) {
    super('CONFIG_ERROR', message, options);
  }
}
