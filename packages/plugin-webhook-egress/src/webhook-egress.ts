import { unwrap } from '@importkit/api';
import { jobHandler, type ListenerPlugin } from '@importkit/listener';
import { assertJobName } from './job-name';
import { resolveOptions, type WebhookEgressOptions } from './options';
import { runEgress } from './run-egress';

/**
 * A listener plugin that, whenever the job `job` (`domain:operation`, for example the
 * `workbook:submit` job of a Submit action) is ready, sends every record of every sheet of the
 * job's workbook to the webhook in one streamed JSON POST, writes the webhook's rejections back
 * onto the records' cells and completes the job with an outcome that summarises them.
 *
 * The URL is `webhookUrl`, else the `WEBHOOK_SITE_URL` environment variable read when the job
 * runs. Outcomes follow the service description: a 200 with JSON completes the job (rejections
 * applied); any other status completes it with `Failed to submit data to <url>. Status: <code> …`;
 * a network or DNS failure, a timeout or a malformed URL fails it with
 * `Error posting data to webhook`; a 200 whose body is not JSON completes it with the warning
 * `Request succeeded but failed to parse response from webhook`.
 *
 * Throws a `TypeError` at once when `job` is not `domain:operation`, a `RangeError` for an option
 * out of range.
 *
 * @example
 * import { Listener } from '@importkit/listener';
 * import { webhookEgress } from '@importkit/plugin-webhook-egress';
 *
 * const listener = new Listener().use(
 *   webhookEgress('workbook:submit', 'https://hooks.example.com/importkit', {
 *     secret: process.env.WEBHOOK_SECRET,
 *     retries: 3,
 *   }),
 * );
 * await listener.listen({ environmentId: process.env.IMPORTKIT_ENVIRONMENT_ID });
 */
export function webhookEgress(
  job: string,
  webhookUrl?: string,
  options?: WebhookEgressOptions,
): ListenerPlugin {
  assertJobName(job);
  const resolved = resolveOptions(options);
  return (listener) => {
    listener.use(
      jobHandler(job, async (event, tick, { client }) => {
        const { jobId } = event.context;
        let workbookId = event.context.workbookId;
        if (!workbookId) {
          // A workbook job's source is its workbook (the service sets it when an action is pressed).
          const { data } = await unwrap(
            client.GET('/v1/jobs/{jobId}', { params: { path: { jobId } } }),
          );
          workbookId = data.workbookId ?? data.source;
        }
        const outcome = await runEgress({ client, jobId, workbookId, tick }, webhookUrl, resolved);
        return { outcome };
      }),
    );
  };
}
