import { after, test } from 'node:test';
import { jobHandler, Listener } from '@importkit/listener';
import {
  assertJobCompleted,
  closeSharedTestServer,
  createTestEnvironment,
} from '@importkit/testing';

after(closeSharedTestServer); // node:test waits for open sockets: stop the shared dev server

test('the Submit job completes with its outcome', async (t) => {
  const env = await createTestEnvironment();
  t.after(() => env.close());
  const workbook = await env.workbook({
    name: 'Orders',
    actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit' }],
  });
  const done = jobHandler('workbook:submit', () => ({ outcome: { message: 'Sent' } }));
  await env.connect(new Listener().use(done));

  const job = await env.trigger('workbook:submit', { workbookId: workbook.id });

  assertJobCompleted(await job.settled(), { message: 'Sent' });
});
