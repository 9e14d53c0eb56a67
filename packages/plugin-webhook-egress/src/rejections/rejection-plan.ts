import type { RecordUpdate, ValidationMessage } from '../contract-types';
import type { Rejections } from './rejection-schema';
import { type PriorMessages, webhookMessage } from './webhook-messages';

/** What the plugin knows of a sheet of the submitted workbook. */
export interface KnownSheet {
  id: string;
  name: string;
  /** Whether a rejection may name this field (a field of the sheet, or any with additional fields allowed). */
  acceptsField(field: string): boolean;
  prior: PriorMessages;
  /** Whether the egress may have sent the record with this id (see `SentIds`). */
  mayHaveSent(id: string): boolean;
}

/** The record updates of one sheet: new rejections written, old ones cleared. */
export interface SheetRejectionPlan {
  sheet: KnownSheet;
  updates: RecordUpdate[];
  /** Ids of the records this submission rejects (on at least one known field). */
  rejectedIds: Set<string>;
}

/** Every sheet's updates, plus the rejections that named something unknown. */
export interface RejectionPlan {
  sheets: SheetRejectionPlan[];
  /** Sheet entries whose `sheetId` is not a sheet of the workbook. */
  unknownSheets: number;
  /** Records rejected that the egress did not send (distinct ids): nothing is written for them. */
  unsentRecords: number;
  /** Rejected field entries whose `field` is not a field of the sheet. */
  unknownFields: number;
}

type CellUpdates = Record<string, { messages: ValidationMessage[] }>;

function entryOf<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

// The rejection messages of one sheet, by record id then field key (duplicates merged).
function groupBySheet(
  rejections: Rejections,
  sheets: ReadonlyMap<string, KnownSheet>,
): {
  grouped: Map<string, Map<string, Map<string, string[]>>>;
  unknownSheets: number;
  unsentRecords: number;
  unknownFields: number;
} {
  const grouped = new Map<string, Map<string, Map<string, string[]>>>();
  let unknownSheets = 0;
  let unknownFields = 0;
  // Per sheet: ids never sent, so a record named twice counts once (bounded by the answer's size).
  const unsent = new Map<string, Set<string>>();
  for (const entry of rejections.sheets) {
    const sheet = sheets.get(entry.sheetId);
    if (!sheet) {
      unknownSheets += 1;
      continue;
    }
    const records = entryOf(grouped, sheet.id, () => new Map<string, Map<string, string[]>>());
    for (const rejected of entry.rejectedRecords) {
      // The egress saw every id it sent: an id it did not send is counted, never looked up.
      if (!sheet.mayHaveSent(rejected.id)) {
        entryOf(unsent, sheet.id, () => new Set<string>()).add(rejected.id);
        continue;
      }
      for (const { field, message } of rejected.values) {
        if (!sheet.acceptsField(field)) {
          unknownFields += 1;
          continue;
        }
        const fields = entryOf(records, rejected.id, () => new Map<string, string[]>());
        entryOf(fields, field, () => []).push(message);
      }
    }
  }
  let unsentRecords = 0;
  for (const ids of unsent.values()) unsentRecords += ids.size;
  return { grouped, unknownSheets, unsentRecords, unknownFields };
}

/**
 * Turns a webhook's rejections into record updates, in time linear in rejections plus noted cells
 * (Map lookups only). A rejected cell gets the webhook's messages as errors next to its other
 * messages; a cell that an earlier submission rejected and this one does not gets its other
 * messages back (a cell sent with `messages` replaces its messages, so this clears ours).
 */
export function planRejections(
  rejections: Rejections,
  sheets: readonly KnownSheet[],
): RejectionPlan {
  const byId = new Map(sheets.map((sheet) => [sheet.id, sheet]));
  const { grouped, unknownSheets, unsentRecords, unknownFields } = groupBySheet(rejections, byId);

  const plans = sheets.map((sheet): SheetRejectionPlan => {
    const rejected = grouped.get(sheet.id) ?? new Map<string, Map<string, string[]>>();
    const updates: RecordUpdate[] = [];
    for (const [recordId, fields] of rejected) {
      const prior = sheet.prior.byRecord.get(recordId);
      const values: CellUpdates = {};
      for (const [field, messages] of fields) {
        const others = prior?.get(field)?.others ?? [];
        values[field] = {
          messages: [...others, ...messages.map((message) => webhookMessage(field, message))],
        };
      }
      for (const [field, cell] of prior ?? []) {
        if (cell.hasWebhookMessage && !fields.has(field)) values[field] = { messages: cell.others };
      }
      updates.push({ id: recordId, values });
    }
    for (const [recordId, cells] of sheet.prior.byRecord) {
      if (rejected.has(recordId)) continue;
      let values: CellUpdates | undefined;
      for (const [field, cell] of cells) {
        if (!cell.hasWebhookMessage) continue;
        values ??= {};
        values[field] = { messages: cell.others };
      }
      if (values) updates.push({ id: recordId, values });
    }
    return { sheet, updates, rejectedIds: new Set(rejected.keys()) };
  });

  return { sheets: plans, unknownSheets, unsentRecords, unknownFields };
}
