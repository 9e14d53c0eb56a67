import type { ListenHandle } from '@importkit/listener';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { WebhookEgressOptions } from '../../src/options';
import {
  createWorkbook,
  type Harness,
  nextOperation,
  readRecords,
  startHarness,
  startListener,
} from './harness';
import { type Receiver, type ReceiverHandler, startReceiver } from './receiver';

/**
 * What every egress test starts from: the dev server and a receiver for the whole file, and per
 * test a fresh workbook with a listener egressing its submit job (closed after the test).
 * Registers its own hooks; call it once at the top of a test file.
 */
export function useEgressFixture(...receiverAnswers: ReceiverHandler[]) {
  let harness: Harness | undefined;
  let receiver: Receiver | undefined;
  let listening: ListenHandle | undefined;

  beforeAll(async () => {
    harness = await startHarness();
    receiver = await startReceiver(...receiverAnswers);
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
    if (!harness || !receiver) throw new Error('useEgressFixture: used outside a test');
    return { harness, receiver };
  };

  const fixture = {
    get harness(): Harness {
      return started().harness;
    },
    get receiver(): Receiver {
      return started().receiver;
    },
    /** The receiver's URL that the plugin posts to. */
    get hookUrl(): string {
      return `${started().receiver.url}/hook`;
    },
    /**
     * A workbook with sheets of these record counts and a listener whose plugin posts its
     * submit job to `webhookUrl` (`undefined`: no URL given, the environment decides).
     */
    async egressWorkbook(
      recordCounts: number[],
      webhookUrl: string | undefined,
      options: WebhookEgressOptions = {},
    ) {
      const { harness } = started();
      const operation = nextOperation();
      const workbook = await createWorkbook(harness, recordCounts, operation);
      await listening?.close();
      listening = await startListener(harness, `workbook:${operation}`, webhookUrl, options);
      return { operation, workbook };
    },
    /** `egressWorkbook` posting to the receiver without retries, and the records it holds. */
    async setUp(recordCounts: number[]) {
      const { operation, workbook } = await fixture.egressWorkbook(recordCounts, fixture.hookUrl, {
        retries: 0,
      });
      const records = await Promise.all(
        workbook.sheets.map((sheet) => readRecords(started().harness, sheet.id)),
      );
      return { operation, workbook, records };
    },
  };
  return fixture;
}
