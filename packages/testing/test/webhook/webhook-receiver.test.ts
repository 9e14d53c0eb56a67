import { webhookEgress } from '@importkit/plugin-webhook-egress';
import { describe, expect } from 'vitest';
import {
  accept,
  cutOff,
  noAnswer,
  reject,
  respond,
  serverError,
  slow,
  startWebhookReceiver,
  type TestEnvironment,
  tooManyRequests,
  trickle,
} from '../../src/index';
import { test } from '../../src/vitest';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** A workbook of `count` contacts, and a listener posting its Submit to `url`. */
async function submitFlow(env: TestEnvironment, url: string, count: number, options = {}) {
  const workbook = await env.workbook({
    name: 'CRM',
    actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit' }],
    sheets: [
      {
        name: 'Contacts',
        slug: 'contacts',
        fields: [{ key: 'email', type: 'string' }],
        records: Array.from({ length: count }, (_, i) => ({ email: `person${i}@example.com` })),
      },
    ],
  });
  await env.connect(
    webhookEgress('workbook:submit', url, {
      secret,
      retries: 2,
      retryDelayMs: 1,
      logger: { warn: () => {} },
      ...options,
    }),
    { errors: 'collect' },
  );
  const submit = async () =>
    (await env.trigger('workbook:submit', { workbookId: workbook.id })).settled();
  return { workbook, submit };
}

describe('a scripted webhook receiver', () => {
  test('records what it received: records counted, headers, signatures verified', async ({
    env,
  }) => {
    const crm = await env.webhookReceiver({ secret });
    const { submit } = await submitFlow(env, crm.url, 3);
    const result = await submit();

    expect(result).toHaveCompleted({ message: /^Submitted 3 records from 1 sheet/ });
    expect(crm.requests).toHaveLength(1);
    const [delivery] = crm.requests;
    expect(delivery).toMatchObject({
      method: 'POST',
      url: '/hook',
      recordCount: 3,
      recordsBySheet: { Contacts: 3 },
      signature: 'valid',
    });
    expect(delivery?.headers['webhook-id']).toBe(result.id);
  });

  test('marks a signature made with another secret as invalid', async ({ env }) => {
    const crm = await env.webhookReceiver({ secret: 'another secret' });
    const { submit } = await submitFlow(env, crm.url, 1);
    await submit();
    expect(crm.requests.map((request) => request.signature)).toEqual(['invalid']);
  });

  test('rejects the records it is told to, which land on their cells', async ({ env }) => {
    const crm = await env.webhookReceiver({
      script: [
        reject((record) =>
          record.values?.email?.value === 'person1@example.com' ? { email: 'Bounced' } : undefined,
        ),
      ],
    });
    const { workbook, submit } = await submitFlow(env, crm.url, 3);
    const result = await submit();

    expect(result.outcome?.message).toContain('The webhook rejected 1 record');
    const records = await workbook.sheets.contacts.records();
    expect(records[1]).toHaveCellError('email', 'Bounced');
    expect(records[0]).toBeValidRecord();
  });

  test('answers in order: a 503, then a success, and the sender retries', async ({ env }) => {
    const crm = await env.webhookReceiver({ script: [serverError(503), accept()] });
    const { submit } = await submitFlow(env, crm.url, 2);
    const result = await submit();

    expect(result).toHaveCompleted();
    expect(crm.requests.map((request) => request.headers['webhook-id'])).toEqual([
      result.id,
      result.id,
    ]);
  });

  test('answers 429 with Retry-After, and the sender waits and retries', async ({ env }) => {
    const crm = await env.webhookReceiver({ script: [tooManyRequests(1), accept()] });
    const { submit } = await submitFlow(env, crm.url, 1);
    const result = await submit();

    expect(result).toHaveCompleted();
    expect(crm.attempts).toBe(2);
    expect(crm.requests.map((request) => request.headers['webhook-id'])).toEqual([
      result.id,
      result.id,
    ]);
  });

  test('cuts the connection mid-body, and the sender retries', async ({ env }) => {
    const crm = await env.webhookReceiver({ script: [cutOff(), accept()] });
    const { submit } = await submitFlow(env, crm.url, 2_000);
    const result = await submit();
    expect(result).toHaveCompleted();
    expect(crm.attempts).toBe(2);
    expect(crm.requests.map((request) => request.recordCount)).toEqual([2_000]);
  });

  test('answers slowly, or never, and the sender gives up after its timeout', async ({ env }) => {
    const crm = await env.webhookReceiver({ script: [slow(400, accept())] });
    const { submit } = await submitFlow(env, crm.url, 1, { timeoutMs: 200 });
    expect(await submit()).toHaveFailed('Error posting data to webhook');
    crm.script(noAnswer());
    expect(await submit()).toHaveFailed('Error posting data to webhook');
    // Both were read whole; a timeout is not retried.
    expect(crm.requests).toHaveLength(2);
  });

  test('takes a new script, and any status, body and headers', async ({ env }) => {
    const crm = await env.webhookReceiver();
    const { submit } = await submitFlow(env, crm.url, 1);
    crm.script(respond(302, undefined, { location: `${crm.origin}/elsewhere` }));
    expect((await submit()).outcome?.message).toContain('Status: 302');
    crm.script(respond(200, 'thanks!'));
    expect((await submit()).outcome?.message).toContain(
      'Request succeeded but failed to parse response from webhook',
    );
    expect(crm.requests.map((request) => request.url)).toEqual(['/hook', '/hook']);
  });

  // `stopReading()` is exercised by the egress plugin's post-webhook test (its sender's timeout).
  test('trickles a body that never ends', async () => {
    const crm = await startWebhookReceiver({ script: [trickle(200, 'x'.repeat(1000), 1)] });
    try {
      const endless = await fetch(crm.url, { method: 'POST', body: '{}' });
      const reader = endless.body?.getReader();
      let received = 0;
      while (received < 20_000) received += (await reader?.read())?.value?.length ?? 0;
      await reader?.cancel();
      expect(endless.status).toBe(200);
      expect(received).toBeGreaterThanOrEqual(20_000);
      expect(crm.requests.map((request) => request.json())).toEqual([{}]);
    } finally {
      await crm.close();
    }
  });

  test('asks a function for each answer, and waits for requests by count', async () => {
    const crm = await startWebhookReceiver({
      script: ({ index, headers }) =>
        index === 0 ? serverError(502) : respond(200, { got: headers['x-test'] }),
    });
    try {
      const post = () =>
        fetch(crm.url, { method: 'POST', headers: { 'x-test': 'yes' }, body: '{"a":1}' });
      const [first, second] = await Promise.all([post(), post()]);
      const statuses = [first.status, second.status].sort();
      expect(statuses).toEqual([200, 502]);
      const requests = await crm.waitForRequests(2);
      expect(requests.map((request) => request.json())).toEqual([{ a: 1 }, { a: 1 }]);
      await expect(crm.waitForRequests(3, 50)).rejects.toThrow(
        'the webhook received 2 of 3 requests within 50 ms',
      );
    } finally {
      await crm.close();
    }
  });
});
