import { respond, startWebhookReceiver, trickle } from '@importkit/testing';
import { expect, test } from '@importkit/testing/vitest';
import { afterEach, describe } from 'vitest';
import { egressWorkbook } from './support/egress-workbook';

// The service description's "Plugin job outcomes" and "Plugin messages" tables, row by row.

afterEach(() => {
  delete process.env.WEBHOOK_SITE_URL;
});

describe('webhook egress outcomes', () => {
  test('HTTP 200 with JSON ({}) completes the job with the record and sheet counts', async ({
    env,
  }) => {
    const crm = await env.webhookReceiver();
    const { submit } = await egressWorkbook(env, [3, 2], crm.url, { retries: 0 });
    expect(await submit()).toHaveCompleted({
      message: `Submitted 5 records from 2 sheets (Sheet 1: 3, Sheet 2: 2) to ${crm.url}. The webhook accepted every record.`,
    });
  });

  test('a non-200 status completes the job with "Failed to submit data to" and the status code', async ({
    env,
  }) => {
    const crm = await env.webhookReceiver({ script: [respond(500, { error: 'boom' })] });
    const { submit } = await egressWorkbook(env, [3, 2], crm.url, { retries: 0 });
    expect(await submit()).toHaveCompleted({
      message: `Failed to submit data to ${crm.url}. Status: 500 Internal Server Error`,
    });
  });

  test('does not follow a redirect: a 3xx is a non-200', async ({ env }) => {
    const crm = await env.webhookReceiver({
      script: [respond(302, undefined, { location: '/elsewhere' })],
    });
    const { submit } = await egressWorkbook(env, [3, 2], crm.url, { retries: 0 });
    const result = await submit();
    expect(result).toHaveCompleted();
    expect(result.outcome?.message).toContain(`Failed to submit data to ${crm.url}. Status: 302`);
    expect(crm.requests.map((request) => request.url)).toEqual(['/hook']);
  });

  test('a network failure fails the job with "Error posting data to webhook"', async ({ env }) => {
    const closed = await startWebhookReceiver();
    await closed.close();
    const { submit } = await egressWorkbook(env, [3, 2], closed.url, { retries: 0 });
    expect(await submit()).toHaveFailed('Error posting data to webhook');
  });

  test('a malformed webhook URL fails the job with "Error posting data to webhook"', async ({
    env,
  }) => {
    const { submit } = await egressWorkbook(env, [3, 2], 'http://exa mple.com/hook', {
      retries: 0,
    });
    expect(await submit()).toHaveFailed('Error posting data to webhook');
  });

  test('HTTP 200 with a body that is not JSON completes the job with the parse warning', async ({
    env,
  }) => {
    const crm = await env.webhookReceiver({ script: [respond(200, 'thanks!')] });
    const { submit } = await egressWorkbook(env, [3, 2], crm.url, { retries: 0 });
    expect(await submit()).toHaveCompleted({
      message: `Submitted 5 records from 2 sheets (Sheet 1: 3, Sheet 2: 2) to ${crm.url}. Request succeeded but failed to parse response from webhook.`,
    });
  });

  test('cuts off a response larger than maxResponseBytes, with a clear warning', async ({
    env,
  }) => {
    const crm = await env.webhookReceiver({ script: [trickle(200, ' '.repeat(16 * 1024))] });
    const { submit } = await egressWorkbook(env, [3, 2], crm.url, {
      retries: 0,
      maxResponseBytes: 64 * 1024,
    });
    const result = await submit();
    expect(result).toHaveCompleted();
    expect(result.outcome?.message).toContain(
      'Request succeeded but failed to parse response from webhook',
    );
    expect(result.outcome?.message).toContain(
      'larger than maxResponseBytes (65,536 bytes) and was cut off',
    );
  });

  test('fails naming both settings when neither webhookUrl nor WEBHOOK_SITE_URL is set', async ({
    env,
  }) => {
    const { submit } = await egressWorkbook(env, [3, 2], undefined, { retries: 0 });
    const result = await submit();
    expect(result).toHaveFailed(/webhookUrl/);
    expect(result.outcome?.message).toContain('WEBHOOK_SITE_URL');
  });

  test('reads WEBHOOK_SITE_URL when the job runs, if no webhookUrl is given', async ({ env }) => {
    const crm = await env.webhookReceiver();
    const { submit } = await egressWorkbook(env, [3, 2], undefined, { retries: 0 });
    process.env.WEBHOOK_SITE_URL = `${crm.origin}/from-env`;
    expect(await submit()).toHaveCompleted();
    expect(crm.requests.map((request) => request.url)).toEqual(['/from-env']);
  });

  test('never shows the query or credentials of the URL in a message', async ({ env }) => {
    const crm = await env.webhookReceiver({ script: [respond(503, {})] });
    const url = new URL(`${crm.origin}/in/abc?token=s3cr3t`);
    url.username = 'user';
    url.password = 'hunter2';
    const { submit } = await egressWorkbook(env, [3, 2], url.href, { retries: 0 });
    expect((await submit()).outcome?.message).toBe(
      `Failed to submit data to ${crm.origin}/in/abc. Status: 503 Service Unavailable`,
    );
    const [sent] = crm.requests;
    expect(sent?.url).toBe('/in/abc?token=s3cr3t');
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from('user:hunter2').toString('base64')}`,
    );
  });
});
