import { createClient } from '@importkit/api';
import { jobHandler, Listener } from '@importkit/listener';
import { webhookEgress } from '@importkit/plugin-webhook-egress';

const listener = new Listener()
  // On Submit, post every record of the workbook to the CRM; its rejections land on the records.
  // The URL comes from WEBHOOK_SITE_URL when it is not given.
  .use(webhookEgress('workbook:submit', undefined, { secret: process.env.WEBHOOK_SECRET }))
  // A job of your own: the claim, progress, completion and failure are handled for you.
  .use(
    jobHandler('workbook:dedupe', async (event, tick) => {
      await tick(50, 'Looking for duplicates');
      return { outcome: { message: `Workbook ${event.context.workbookId} has no duplicates` } };
    }),
  )
  .on('records:created', (event) => console.log(`${event.payload.recordCount} new records`));

// IMPORTKIT_API_URL and IMPORTKIT_API_KEY are read when no options are given.
const client = createClient();
const environmentId = process.env.IMPORTKIT_ENVIRONMENT_ID;
if (!environmentId) throw new Error('Set IMPORTKIT_ENVIRONMENT_ID (npx importkit-dev prints it)');
await listener.listen({ client, environmentId, handleSignals: true });
console.log('Listening. Press Ctrl+C to stop.');
