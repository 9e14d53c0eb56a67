import { z } from 'zod';
import type { Sheet, SheetRecord, Workbook } from '../contract-types';

/** A record in the payload, exactly as the records API returns it. */
export type WebhookPayloadRecord = SheetRecord;

/** A sheet in the payload: the sheet's fields plus every one of its records. */
export type WebhookPayloadSheet = Sheet & { records: WebhookPayloadRecord[] };

/**
 * The body the plugin POSTs: the workbook's fields (as `GET /v1/workbooks/{id}` returns them) with
 * `sheets` holding every sheet and all its records.
 */
export interface WebhookPayload {
  workbook: Omit<Workbook, 'sheets'> & { sheets: WebhookPayloadSheet[] };
}

const validationMessageSchema = z.looseObject({
  type: z.enum(['error', 'warn', 'info']).optional(),
  message: z.string(),
  field: z.string().optional(),
  path: z.string().optional(),
  source: z.string().optional(),
});

const cellSchema = z.looseObject({
  value: z.unknown().optional(),
  valid: z.boolean().optional(),
  messages: z.array(validationMessageSchema).optional(),
});

/** A record of the payload (unknown keys kept). */
export const webhookPayloadRecordSchema = z.looseObject({
  id: z.string(),
  values: z.record(z.string(), cellSchema),
  valid: z.boolean().optional(),
  messages: z.array(validationMessageSchema).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** A sheet of the payload (unknown keys kept). */
export const webhookPayloadSheetSchema = z.looseObject({
  id: z.string(),
  workbookId: z.string(),
  name: z.string(),
  slug: z.string(),
  config: z.looseObject({
    name: z.string(),
    fields: z.array(z.looseObject({ key: z.string(), type: z.string().optional() })),
  }),
  records: z.array(webhookPayloadRecordSchema),
});

/**
 * The payload, for receivers that want to check what they got (unknown keys kept).
 *
 * @example
 * import { webhookPayloadSchema } from '@importkit/plugin-webhook-egress';
 * const { workbook } = webhookPayloadSchema.parse(JSON.parse(rawBody));
 * for (const sheet of workbook.sheets) console.log(sheet.name, sheet.records.length);
 */
export const webhookPayloadSchema = z.looseObject({
  workbook: z.looseObject({
    id: z.string(),
    name: z.string(),
    spaceId: z.string(),
    environmentId: z.string(),
    sheets: z.array(webhookPayloadSheetSchema),
  }),
});
