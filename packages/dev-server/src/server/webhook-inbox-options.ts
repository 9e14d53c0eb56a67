/**
 * The `webhookInbox` option of `startDevServer` (and `importkit-dev --webhook`): the endpoints'
 * scripts and secrets at start, and how much the inbox keeps. Checked before anything listens.
 * @module
 */
import type { WebhookScript } from '../webhook-inbox/answer-script';
import { AnswerSpecError, parseScript } from '../webhook-inbox/answer-spec';
import { ENDPOINT_NAME, type WebhookInbox } from '../webhook-inbox/webhook-inbox';
import { DevServerOptionsError } from './server-options';

/** One endpoint at start. */
export interface WebhookEndpointOptions {
  /**
   * Its answers: an answer script (`[tooManyRequests(2), accept()]`, or a function of each
   * request), or the text form `'429:2,accept'`. Default: accept everything.
   */
  script?: WebhookScript | string;
  /** The secret its requests' signatures are verified with (`whsec_…` or raw). */
  secret?: string;
}

/** Options of the webhook inbox. */
export interface WebhookInboxOptions {
  /** Endpoints by name, scripted from the start. */
  endpoints?: Record<string, WebhookEndpointOptions>;
  /** Requests kept per endpoint. Default 50. */
  keep?: number;
  /** Body bytes kept per request (a longer body is cut, and says so). Default 1 MiB. */
  maxBodyBytes?: number;
}

function scriptOf(name: string, script: WebhookEndpointOptions['script']): WebhookScript {
  if (typeof script !== 'string') return script ?? [];
  try {
    return parseScript(script, `webhookInbox.endpoints.${name}.script`);
  } catch (error) {
    if (error instanceof AnswerSpecError) throw new DevServerOptionsError(error.message);
    throw error;
  }
}

function checkWhole(name: string, value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 1) {
    throw new DevServerOptionsError(
      `webhookInbox.${name} must be a whole number from 1, got ${value}`,
    );
  }
  return value;
}

/** Applies the option to a new server's inbox; throws a {@link DevServerOptionsError} for a bad one. */
export function applyWebhookInboxOptions(
  inbox: WebhookInbox,
  options: WebhookInboxOptions | undefined,
): void {
  if (options === undefined) return;
  inbox.limits = {
    keep: checkWhole('keep', options.keep) ?? inbox.limits.keep,
    maxBodyBytes: checkWhole('maxBodyBytes', options.maxBodyBytes) ?? inbox.limits.maxBodyBytes,
  };
  for (const [name, endpoint] of Object.entries(options.endpoints ?? {})) {
    if (!ENDPOINT_NAME.test(name)) {
      throw new DevServerOptionsError(
        `webhookInbox.endpoints: "${name}" is not an endpoint name (1 to 64 letters, digits, "-" or "_")`,
      );
    }
    if (
      endpoint.secret !== undefined &&
      (typeof endpoint.secret !== 'string' || !endpoint.secret)
    ) {
      throw new DevServerOptionsError(
        `webhookInbox.endpoints.${name}.secret must be a non-empty string`,
      );
    }
    inbox.configure(
      name,
      { script: scriptOf(name, endpoint.script), secret: endpoint.secret },
      { atStart: true },
    );
  }
}
