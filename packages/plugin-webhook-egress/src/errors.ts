/** Stable codes of the errors this package throws. */
export type WebhookEgressErrorCode =
  | 'ERR_INVALID_JOB_NAME'
  | 'ERR_NO_WEBHOOK_URL'
  | 'ERR_WEBHOOK_REQUEST';

/**
 * An error of the webhook-egress plugin. `code` is stable; `message` is what the job's outcome
 * shows when the error fails the job, and `cause` keeps the underlying error for logs.
 */
export class WebhookEgressError extends Error {
  readonly code: WebhookEgressErrorCode;

  constructor(code: WebhookEgressErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookEgressError';
    this.code = code;
  }
}

/** The job name given to `webhookEgress()` is not `domain:operation`. */
export class InvalidJobNameError extends TypeError {
  readonly code = 'ERR_INVALID_JOB_NAME' as const;

  constructor(job: unknown) {
    super(
      `importkit/plugin-webhook-egress: the job must be a "domain:operation" name such as "workbook:submit", got ${JSON.stringify(job)}`,
    );
    this.name = 'InvalidJobNameError';
  }
}
