import { randomBytes } from 'node:crypto';
import { unwrap } from '@importkit/api';
import { expect, test } from '@importkit/testing/vitest';
import { generateCompanies, generateContacts } from '../src/generate-records';
import { createCrmListener } from '../src/listener';
import { startReceiver } from '../src/receiver';
import { contactsWorkbook, submitJob } from '../src/workbook-config';

test('submits every contact once and marks the ones the CRM rejects', async ({ env }) => {
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const crm = await startReceiver({ secret });
  try {
    const { data: space } = await unwrap(
      env.client.POST('/v1/spaces', { body: { name: 'Demo', environmentId: env.environmentId } }),
    );
    const workbook = await env.workbook(contactsWorkbook(space.id));
    const contacts = workbook.sheet('contacts');
    await workbook.sheet('companies').insert([...generateCompanies()]);
    await contacts.insert([...generateContacts(1_000, 50)]);
    await env.connect(createCrmListener({ webhookUrl: crm.url, secret }));

    const job = await env.trigger(submitJob, { workbookId: workbook.id });
    const result = await job.settled();

    expect(result).toHaveCompleted();
    expect(crm.deliveries).toBe(1);
    expect((await contacts.counts()).error).toBe(20);
    const rejected = await contacts.records({ filter: 'error' });
    expect(rejected.length).toBeGreaterThan(0);
    for (const record of rejected) {
      const email = String(record.values.email?.value);
      expect(email).not.toContain('@');
      expect(record).toHaveCellError('email', `"${email}" is not an email address`);
    }
    expect(job.events().filter((event) => event.topic === 'job:updated').length).toBeGreaterThan(0);
    expect(result.outcome?.next).toMatchObject({ type: 'view', sheetId: contacts.id });
  } finally {
    await crm.close();
  }
});
