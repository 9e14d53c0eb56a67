import { afterEach, describe, expect, it } from 'vitest';
import { useEgressFixture } from './support/egress-fixture';
import { submit } from './support/harness';
import { json, startReceiver } from './support/receiver';

// The service description's "Plugin job outcomes" and "Plugin messages" tables, row by row.

const fixture = useEgressFixture();
afterEach(() => {
  delete process.env.WEBHOOK_SITE_URL;
});

async function run(webhookUrl: string | undefined, options = {}, recordCounts = [3, 2]) {
  const { operation, workbook } = await fixture.egressWorkbook(recordCounts, webhookUrl, {
    retries: 0,
    ...options,
  });
  return submit(fixture.harness, workbook.id, operation);
}

describe('webhook egress outcomes', () => {
  it('HTTP 200 with JSON ({}) completes the job with the record and sheet counts', async () => {
    fixture.receiver.answer(json(200, {}));
    const job = await run(fixture.hookUrl);
    expect(job.status).toBe('completed');
    expect(job.outcome?.message).toBe(
      `Submitted 5 records from 2 sheets (Sheet 1: 3, Sheet 2: 2) to ${fixture.hookUrl}. The webhook accepted every record.`,
    );
  });

  it('a non-200 status completes the job with "Failed to submit data to" and the status code', async () => {
    fixture.receiver.answer(json(500, { error: 'boom' }));
    const job = await run(fixture.hookUrl);
    expect(job.status).toBe('completed');
    expect(job.outcome?.message).toBe(
      `Failed to submit data to ${fixture.hookUrl}. Status: 500 Internal Server Error`,
    );
  });

  it('does not follow a redirect: a 3xx is a non-200', async () => {
    fixture.receiver.answer((_request, res) => {
      res.writeHead(302, { location: `${fixture.receiver.url}/elsewhere` }).end();
    });
    const before = fixture.receiver.requests.length;
    const job = await run(fixture.hookUrl);
    expect(job.status).toBe('completed');
    expect(job.outcome?.message).toContain(
      `Failed to submit data to ${fixture.hookUrl}. Status: 302`,
    );
    expect(fixture.receiver.requests.slice(before).map((request) => request.url)).toEqual([
      '/hook',
    ]);
  });

  it('a network failure fails the job with "Error posting data to webhook"', async () => {
    const closed = await startReceiver();
    await closed.close();
    const job = await run(`${closed.url}/hook`);
    expect(job.status).toBe('failed');
    expect(job.outcome?.message).toBe('Error posting data to webhook');
  });

  it('a malformed webhook URL fails the job with "Error posting data to webhook"', async () => {
    const job = await run('http://exa mple.com/hook');
    expect(job.status).toBe('failed');
    expect(job.outcome?.message).toBe('Error posting data to webhook');
  });

  it('HTTP 200 with a body that is not JSON completes the job with the parse warning', async () => {
    fixture.receiver.answer((_request, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks!');
    });
    const job = await run(fixture.hookUrl);
    expect(job.status).toBe('completed');
    expect(job.outcome?.message).toBe(
      `Submitted 5 records from 2 sheets (Sheet 1: 3, Sheet 2: 2) to ${fixture.hookUrl}. Request succeeded but failed to parse response from webhook.`,
    );
  });

  it('cuts off a response larger than maxResponseBytes, with a clear warning', async () => {
    fixture.receiver.answer((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => res.write(' '.repeat(16 * 1024)), 1);
      res.on('close', () => clearInterval(timer));
    });
    const job = await run(fixture.hookUrl, { maxResponseBytes: 64 * 1024 });
    expect(job.status).toBe('completed');
    expect(job.outcome?.message).toContain(
      'Request succeeded but failed to parse response from webhook',
    );
    expect(job.outcome?.message).toContain(
      'larger than maxResponseBytes (65,536 bytes) and was cut off',
    );
  });

  it('fails naming both settings when neither webhookUrl nor WEBHOOK_SITE_URL is set', async () => {
    const job = await run(undefined);
    expect(job.status).toBe('failed');
    expect(job.outcome?.message).toContain('webhookUrl');
    expect(job.outcome?.message).toContain('WEBHOOK_SITE_URL');
  });

  it('reads WEBHOOK_SITE_URL when the job runs, if no webhookUrl is given', async () => {
    fixture.receiver.answer(json(200, {}));
    process.env.WEBHOOK_SITE_URL = `${fixture.receiver.url}/from-env`;
    const before = fixture.receiver.requests.length;
    const job = await run(undefined);
    expect(job.status).toBe('completed');
    expect(fixture.receiver.requests.slice(before).map((request) => request.url)).toEqual([
      '/from-env',
    ]);
  });

  it('never shows the query or credentials of the URL in a message', async () => {
    fixture.receiver.answer(json(503, {}));
    const url = new URL(`${fixture.receiver.url}/in/abc?token=s3cr3t`);
    url.username = 'user';
    url.password = 'hunter2';
    const job = await run(url.href);
    expect(job.outcome?.message).toBe(
      `Failed to submit data to ${fixture.receiver.url}/in/abc. Status: 503 Service Unavailable`,
    );
    const sent = fixture.receiver.requests.at(-1);
    expect(sent?.url).toBe('/in/abc?token=s3cr3t');
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from('user:hunter2').toString('base64')}`,
    );
  });
});
