/**
 * The worker thread that parses a large CSV or TSV file for the extraction (started by
 * files/delimited-rows.ts, which says why): it sends the file's rows packed a batch at a time,
 * never more than `batchesAhead` batches before the extraction has taken them, then `end`, or
 * `failed` with what went wrong and where.
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  failureOf,
  type ParsedMessage,
  type ParseRequest,
  packedBatches,
} from './files/delimited-rows';
import { transferablesOf } from './store/cell-batch';

const port = parentPort;
if (!port) throw new Error('importkit/dev-server: delimited-parse-worker runs in a worker thread');
const request = workerData as ParseRequest;

let credits = request.batchesAhead;
let resume: (() => void) | undefined;
port.on('message', () => {
  credits++;
  resume?.();
});

const send = (message: ParsedMessage) =>
  port.postMessage(message, message.type === 'rows' ? transferablesOf(message.packed) : []);

try {
  for await (const { packed, bytes } of packedBatches(request)) {
    send({ type: 'rows', packed, bytes });
    credits--;
    while (credits <= 0) {
      await new Promise<void>((resolve) => {
        resume = resolve;
      });
      resume = undefined;
    }
  }
  send({ type: 'end' });
} catch (error) {
  send({ type: 'failed', failure: failureOf(error) });
}
