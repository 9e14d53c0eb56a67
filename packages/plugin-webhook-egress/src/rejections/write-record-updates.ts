import { ApiError, type ImportkitClient, unwrap } from '@importkit/api';
import type { RecordUpdate } from '../contract-types';

export interface WriteResult {
  /** Ids whose update was refused because the sheet has no such record. */
  unknownIds: Set<string>;
}

async function put(
  client: ImportkitClient,
  sheetId: string,
  updates: RecordUpdate[],
): Promise<void> {
  await unwrap(
    client.PUT('/v1/sheets/{sheetId}/records', { params: { path: { sheetId } }, body: updates }),
  );
}

/**
 * Writes one batch. The service refuses a whole batch (and writes nothing) when one id is
 * unknown (404) or the body is too large (413); the batch is then split in halves, so unknown ids
 * cost O(u · log batch) extra requests and every known record is still written.
 */
async function writeBatch(
  client: ImportkitClient,
  sheetId: string,
  updates: RecordUpdate[],
  unknownIds: Set<string>,
): Promise<void> {
  try {
    await put(client, sheetId, updates);
  } catch (error) {
    const splittable = error instanceof ApiError && (error.status === 404 || error.status === 413);
    if (!splittable) throw error;
    const [first] = updates;
    if (updates.length === 1 && first) {
      if (error.status === 413) throw error;
      unknownIds.add(first.id);
      return;
    }
    const middle = Math.ceil(updates.length / 2);
    await writeBatch(client, sheetId, updates.slice(0, middle), unknownIds);
    await writeBatch(client, sheetId, updates.slice(middle), unknownIds);
  }
}

/** Batches in flight at once: the next batch is serialized and sent while the service applies one. */
const CONCURRENT_BATCHES = 2;

/**
 * Writes record updates to a sheet in batches of `batchSize` (one `PUT` each, merging the given
 * cells into the records; two in flight), reporting progress after each batch. Unknown record ids
 * are collected, not thrown. Each record appears in one batch only, so order does not matter.
 */
export async function writeRecordUpdates(
  client: ImportkitClient,
  sheetId: string,
  updates: readonly RecordUpdate[],
  batchSize: number,
  onBatch?: (written: number) => void,
): Promise<WriteResult> {
  const unknownIds = new Set<string>();
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < updates.length) {
      const batch = updates.slice(next, next + batchSize);
      next += batchSize;
      try {
        await writeBatch(client, sheetId, batch, unknownIds);
      } catch (error) {
        failed = true; // the other worker stops after its current batch
        throw error;
      }
      onBatch?.(batch.length);
    }
  };
  // Settled, not all: when one worker fails, the other's write in flight must end before the job
  // is failed, or it would land on the records afterwards.
  const results = await Promise.allSettled(Array.from({ length: CONCURRENT_BATCHES }, worker));
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  return { unknownIds };
}
