/**
 * A project written for the hosted service, unchanged: the published plugins used as their
 * READMEs show. `compat-plugins.test.ts` runs it with `importkit-dev --listener` and checks what
 * each plugin did through the API.
 * @module
 */
import type { FlatfileRecord } from '@flatfile/hooks';
import type { FlatfileEvent, FlatfileListener } from '@flatfile/listener';
import { DelimiterExtractor } from '@flatfile/plugin-delimiter-extractor';
import { exportWorkbookPlugin } from '@flatfile/plugin-export-workbook';
import { jobHandler } from '@flatfile/plugin-job-handler';
import { bulkRecordHook } from '@flatfile/plugin-record-hook';
import { configureSpace } from '@flatfile/plugin-space-configure';

export default function (listener: FlatfileListener) {
  listener.use(
    bulkRecordHook('contacts', (records: FlatfileRecord[]) => {
      for (const record of records) {
        const name = record.get('name');
        if (typeof name === 'string') record.set('name', name.toUpperCase());
        const email = record.get('email');
        if (typeof email !== 'string' || !email.includes('@')) {
          record.addError('email', 'Not an email address');
        }
      }
      return records;
    }),
  );

  listener.use(
    configureSpace({
      workbooks: [
        {
          name: 'Configured',
          sheets: [
            {
              name: 'People',
              slug: 'people',
              fields: [{ key: 'name', type: 'string', label: 'Name' }],
            },
          ],
        },
      ],
      documents: [{ title: 'Welcome', body: '<p>Start by uploading a file.</p>' }],
      space: { metadata: { configuredBy: 'plugin-space-configure' } },
    }),
  );

  listener.use(DelimiterExtractor('.csv', { delimiter: ',' }));

  listener.use(
    jobHandler('workbook:tally', async (event: FlatfileEvent, tick) => {
      await tick(50, 'Counting');
      return { outcome: { message: `Tallied workbook ${event.context.workbookId}` } };
    }),
  );

  // The plugin registers its `job:ready` handler on the listener it is given, whatever job is
  // ready (it ignores the filtered listener its own `filter` call makes): given a listener of its
  // job only, it answers that job only, as its README intends.
  listener.filter({ job: 'workbook:downloadWorkbook' }, (downloads) => {
    // biome-ignore lint/suspicious/noExplicitAny: the plugin names its own, older @flatfile/listener
    downloads.use(exportWorkbookPlugin() as any);
  });
}
