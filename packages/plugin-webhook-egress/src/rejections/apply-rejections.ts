import type { ImportkitClient } from '@importkit/api';
import { formatCount } from '../outcome/format-count';
import type { EgressProgress } from '../outcome/progress';
import type { RejectionPlan } from './rejection-plan';
import { writeRecordUpdates } from './write-record-updates';

/** The rejected records of one sheet, as written. */
export interface SheetRejectionCount {
  sheetId: string;
  sheetName: string;
  rejected: number;
}

/** What applying a webhook's rejections did. */
export interface RejectionSummary {
  /** Sheets with at least one rejected record, in workbook order. */
  sheets: SheetRejectionCount[];
  rejectedRecords: number;
  /** Records whose earlier rejection was cleared because this submission accepted them. */
  clearedRecords: number;
  unknownSheets: number;
  /** Rejected records the egress did not send (no request is made for them). */
  unsentRecords: number;
  /** Rejected records the API does not know (sent, then deleted before the rejections came). */
  unknownRecords: number;
  unknownFields: number;
}

/**
 * Writes a rejection plan (batched `PUT`s per sheet), reporting progress from `fromProgress` to
 * 100, and counts what was rejected and what named an unknown record.
 */
export async function applyRejections(
  client: ImportkitClient,
  plan: RejectionPlan,
  batchSize: number,
  progress: EgressProgress,
  fromProgress: number,
): Promise<RejectionSummary> {
  const total = plan.sheets.reduce((sum, sheet) => sum + sheet.updates.length, 0);
  let written = 0;
  const summary: RejectionSummary = {
    sheets: [],
    rejectedRecords: 0,
    clearedRecords: 0,
    unknownSheets: plan.unknownSheets,
    unsentRecords: plan.unsentRecords,
    unknownRecords: 0,
    unknownFields: plan.unknownFields,
  };
  if (total > 0) progress.phase(fromProgress, 'Applying rejections');
  for (const { sheet, updates, rejectedIds } of plan.sheets) {
    if (updates.length === 0) continue;
    const { unknownIds } = await writeRecordUpdates(
      client,
      sheet.id,
      updates,
      batchSize,
      (count) => {
        written += count;
        progress.count(
          fromProgress + ((100 - fromProgress) * written) / total,
          () => `Applying rejections: ${formatCount(written)} of ${formatCount(total)} records`,
        );
      },
    );
    // Unknown ids are few: count those among the rejected instead of looking up every rejected id.
    let unknownRejected = 0;
    for (const id of unknownIds) if (rejectedIds.has(id)) unknownRejected += 1;
    summary.unknownRecords += unknownRejected;
    const rejected = rejectedIds.size - unknownRejected;
    summary.clearedRecords += updates.length - rejectedIds.size;
    summary.rejectedRecords += rejected;
    if (rejected > 0) summary.sheets.push({ sheetId: sheet.id, sheetName: sheet.name, rejected });
  }
  return summary;
}
