import { expect, test } from '@importkit/testing/vitest';
import { describe } from 'vitest';
import { runCsvImport } from '../src/run-import';

describe('the csv-import example', () => {
  test('uploads, extracts, maps, transforms, validates and submits a messy CSV', async ({
    env,
  }) => {
    const rows = 2_000;
    const service = { client: env.client, environmentId: env.environmentId, server: env.server };
    const result = await runCsvImport({ rows, service });

    expect(result.extraction.status).toBe('complete');
    expect(result.transform.status).toBe('complete');
    expect(result.transform.outcome?.message).toMatch(
      new RegExp(`Transformed ${rows} records .* ${rows} added`),
    );
    expect(result.rules).toEqual([
      'assign: First Name → firstName',
      'assign: Last Name → lastName',
      'assign: E-mail → email',
      'map-enum: Plan → plan',
      'assign: Company → company',
      'concatenate: First Name,Last Name → fullName',
      'constant: (constant) → importedFrom',
      'ignore: Internal notes → (none)',
    ]);
    // The missing emails (required) and the unknown plans (not an option) are the errors.
    expect(result.counts.total).toBe(rows);
    expect(result.counts.error).toBe(result.messy.noEmail + result.messy.unknownPlan);
    expect(result.messy.noEmail).toBeGreaterThan(0);
    for (const record of result.errorSample) {
      const sources = Object.values(record.values).flatMap((cell) =>
        (cell.messages ?? []).map((message) => message.source),
      );
      expect(sources.some((s) => s === 'required-constraint' || s === 'invalid-option')).toBe(true);
    }
    // Everything happened in the test's environment.
    expect(env.eventsOf('job:completed', { jobId: result.submit.id })).toHaveLength(1);
    expect(result.submit.status).toBe('complete');
    // Without WEBHOOK_SITE_URL the workbook went to the dev server's inbox, signed.
    expect(result.webhookUrl).toBe(`${env.server.url}/_dev/webhooks/crm`);
    expect(result.delivered).toBe(rows);
  });
});
