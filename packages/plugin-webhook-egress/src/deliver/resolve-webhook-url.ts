import { WebhookEgressError } from '../errors';

/** The environment variable read (at job time) when no `webhookUrl` is given. */
export const WEBHOOK_URL_ENV = 'WEBHOOK_SITE_URL';

/** The message of a job that fails because a webhook cannot be reached or its URL is malformed. */
export const POST_ERROR_MESSAGE = 'Error posting data to webhook';

/**
 * The webhook URL of a job: `webhookUrl`, else `WEBHOOK_SITE_URL` read now (so a listener started
 * before the variable was set still picks it up). Neither set: the job fails naming both. A URL
 * that does not parse as http(s) fails with the service description's generic message.
 */
export function resolveWebhookUrl(
  webhookUrl: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): URL {
  const raw = webhookUrl?.trim() || env[WEBHOOK_URL_ENV]?.trim();
  if (!raw) {
    throw new WebhookEgressError(
      'ERR_NO_WEBHOOK_URL',
      `importkit/plugin-webhook-egress: no webhook URL: pass webhookUrl to webhookEgress(job, webhookUrl) or set the ${WEBHOOK_URL_ENV} environment variable`,
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch (cause) {
    throw new WebhookEgressError('ERR_WEBHOOK_REQUEST', POST_ERROR_MESSAGE, { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebhookEgressError('ERR_WEBHOOK_REQUEST', POST_ERROR_MESSAGE, {
      cause: new Error(`unsupported protocol ${url.protocol} (use http: or https:)`),
    });
  }
  return url;
}
