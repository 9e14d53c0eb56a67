import { createClient } from '@importkit/api';
import { describe, expect, it } from 'vitest';
import { writeRecordUpdates } from './write-record-updates';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('writeRecordUpdates', () => {
  it('fails only once the other batch in flight has finished, so nothing is written after', async () => {
    let releaseSlowWrite: (() => void) | undefined;
    let slowWriteDone = false;
    let puts = 0;
    // Two batches go out at once: the first is refused at once, the second takes its time.
    const fetch = async (input: string | URL | Request): Promise<Response> => {
      expect(input instanceof Request && input.method).toBe('PUT');
      puts += 1;
      if (puts === 1) return json(500, { errors: [{ message: 'boom' }] });
      await new Promise<void>((resolve) => {
        releaseSlowWrite = resolve;
      });
      slowWriteDone = true;
      return json(200, { data: { success: true } });
    };
    const client = createClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', fetch });
    const updates = [{ id: 'us_rc_1' }, { id: 'us_rc_2' }];

    let settled = false;
    const writing = writeRecordUpdates(client, 'us_sh_1', updates, 1).finally(() => {
      settled = true;
    });
    writing.catch(() => {});
    await expect.poll(() => releaseSlowWrite).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    releaseSlowWrite?.();
    await expect(writing).rejects.toMatchObject({ status: 500 });
    expect(slowWriteDone).toBe(true);
    expect(puts).toBe(2);
  });
});
