import { describe, expect, it } from 'vitest';
import { runSubmitFlow } from '../src/run-flow';

describe('the npm start flow', () => {
  it('submits every contact once and marks the ones the CRM rejects', async () => {
    const result = await runSubmitFlow({ records: 1_000, badEmailEvery: 50 });

    expect(result.job.status).toBe('complete');
    expect(result.deliveries).toBe(1);
    expect(result.errorCount).toBe(20);
    expect(result.rejectedSample.length).toBeGreaterThan(0);
    for (const record of result.rejectedSample) {
      const email = record.values.email;
      expect(email?.value).not.toContain('@');
      expect(email?.messages?.map((m) => m.message)).toContain(
        `"${String(email?.value)}" is not an email address`,
      );
    }
    expect(result.progressEvents).toBeGreaterThan(0);
    expect(result.job.outcome?.next).toMatchObject({
      type: 'view',
      sheetId: result.contactsSheetId,
    });
  });
});
