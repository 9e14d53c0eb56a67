import type { ListenHandle } from '@importkit/listener';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  createWorkbook,
  type Harness,
  nextOperation,
  readRecords,
  startHarness,
  startListener,
} from './harness';
import { type Receiver, startReceiver } from './receiver';

/**
 * The dev server, a receiver and, per test, a listener egressing one fresh workbook: what every
 * rejection test starts from. Registers its own hooks; call it once at the top of a test file.
 */
export function useRejectionFixture() {
  let harness: Harness | undefined;
  let receiver: Receiver | undefined;
  let listening: ListenHandle | undefined;

  beforeAll(async () => {
    harness = await startHarness();
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await listening?.close();
    listening = undefined;
  });
  afterAll(async () => {
    await receiver?.close();
    await harness?.close();
  });

  const started = () => {
    if (!harness || !receiver) throw new Error('useRejectionFixture: used outside a test');
    return { harness, receiver };
  };

  return {
    get harness(): Harness {
      return started().harness;
    },
    get receiver(): Receiver {
      return started().receiver;
    },
    /** A workbook with sheets of these record counts, a listener for its submit job, its records. */
    async setUp(recordCounts: number[]) {
      const { harness, receiver } = started();
      const operation = nextOperation();
      const workbook = await createWorkbook(harness, recordCounts, operation);
      listening = await startListener(harness, `workbook:${operation}`, `${receiver.url}/hook`, {
        retries: 0,
      });
      const records = await Promise.all(
        workbook.sheets.map((sheet) => readRecords(harness, sheet.id)),
      );
      return { operation, workbook, records };
    },
  };
}
