import { Listener } from '@importkit/listener';
import type { TestEnvironment } from '@importkit/testing';
import type { WebhookEgressOptions } from '../../src/options';
import { webhookEgress } from '../../src/webhook-egress';

const FIELDS = ['email', 'name', 'age'] as const;

/** Sheets `Sheet 1`, `Sheet 2`… of these record counts (fields email, name, age). */
export function contactSheets(recordCounts: readonly number[]) {
  return recordCounts.map((count, index) => ({
    name: `Sheet ${index + 1}`,
    slug: `sheet-${index + 1}`,
    fields: FIELDS.map((key) => ({
      key,
      type: key === 'age' ? ('number' as const) : ('string' as const),
    })),
    records: Array.from({ length: count }, (_, i) => ({
      email: `person${i}@sheet${index + 1}.example`,
      name: `Person ${i}`,
      age: i % 90,
    })),
  }));
}

/**
 * A workbook "Contacts import" with sheets of these record counts and a Submit action, and a
 * listener whose plugin posts its submit job to `webhookUrl` (`undefined`: the environment
 * variable decides). `submit()` presses Submit and resolves once the job has ended.
 */
export async function egressWorkbook(
  env: TestEnvironment,
  recordCounts: readonly number[],
  webhookUrl: string | undefined,
  options: WebhookEgressOptions = {},
) {
  const workbook = await env.workbook({
    name: 'Contacts import',
    actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit', primary: true }],
    sheets: contactSheets(recordCounts),
  });
  await env.connect(new Listener().use(webhookEgress('workbook:submit', webhookUrl, options)));
  const submit = async (timeoutMs?: number) =>
    (await env.trigger('workbook:submit', { workbookId: workbook.id })).settled({ timeoutMs });
  return { workbook, sheets: workbook.sheetList, submit };
}
