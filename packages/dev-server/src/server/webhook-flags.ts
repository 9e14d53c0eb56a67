/**
 * `importkit-dev --webhook NAME=ANSWERS` (repeatable) and `WEBHOOK_SECRET`: the inbox endpoints
 * the command starts with. `NAME` alone accepts everything; `ANSWERS` is the text form of a script
 * (`503,accept`). `WEBHOOK_SECRET`, when set, is what the default endpoint verifies signatures
 * with, so a listener signing with it shows `valid` in the inbox.
 * @module
 */
import { AnswerSpecError, parseScript } from '../webhook-inbox/answer-spec';
import { ENDPOINT_NAME } from '../webhook-inbox/webhook-inbox';
import type { WebhookEndpointOptions } from './webhook-inbox-options';
import { DEFAULT_WEBHOOK_ENDPOINT } from './webhook-routes';

/**
 * The endpoints the flags and the environment name, or the problem with a flag.
 *
 * @example
 * webhookEndpointsOf(['crm=429:2,accept'], {}); // { endpoints: { crm: { script: [...] } } }
 */
export function webhookEndpointsOf(
  specs: readonly string[],
  env: NodeJS.ProcessEnv,
): { endpoints: Record<string, WebhookEndpointOptions> } | { problem: string } {
  const endpoints: Record<string, WebhookEndpointOptions> = {};
  for (const spec of specs) {
    const at = spec.indexOf('=');
    const name = at < 0 ? spec : spec.slice(0, at);
    if (!ENDPOINT_NAME.test(name)) {
      return { problem: `"${name}" is not an endpoint name (letters, digits, - and _)` };
    }
    try {
      endpoints[name] = { script: at < 0 ? [] : parseScript(spec.slice(at + 1), name) };
    } catch (error) {
      if (!(error instanceof AnswerSpecError)) throw error;
      return { problem: error.message };
    }
  }
  if (env.WEBHOOK_SECRET) {
    endpoints[DEFAULT_WEBHOOK_ENDPOINT] = {
      ...endpoints[DEFAULT_WEBHOOK_ENDPOINT],
      secret: env.WEBHOOK_SECRET,
    };
  }
  return { endpoints };
}
