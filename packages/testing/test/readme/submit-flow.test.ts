import { Listener } from '@importkit/listener';
import { webhookEgress } from '@importkit/plugin-webhook-egress';
import { reject } from '@importkit/testing';
import { expect, test } from '@importkit/testing/vitest';

test('Submit sends every contact to the CRM and marks the ones it rejects', async ({ env }) => {
  const noAt = (email: unknown) => (String(email).includes('@') ? undefined : { email: 'No @' });
  const crm = await env.webhookReceiver({ script: [reject((r) => noAt(r.values?.email?.value))] });
  const workbook = await env.workbook({
    name: 'CRM',
    actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit' }],
    sheets: [{ name: 'Contacts', slug: 'contacts', fields: [{ key: 'email', type: 'string' }] }],
  });
  await workbook.sheets.contacts.insert([{ email: 'ada@example.com' }, { email: 'grace' }]);
  await env.connect(new Listener().use(webhookEgress('workbook:submit', crm.url)));

  const job = await env.trigger('workbook:submit', { workbookId: workbook.id });

  expect(await job.settled()).toHaveCompleted({ message: /^Submitted 2 records/ });
  expect(crm.requests.map((request) => request.recordCount)).toEqual([2]);
  const [ada, grace] = await workbook.sheets.contacts.records();
  expect(ada).toBeValidRecord();
  expect(grace).toHaveCellError('email', 'No @');
});
