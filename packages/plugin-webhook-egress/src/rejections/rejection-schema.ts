import { z } from 'zod';

/** One rejected field of a record: the field key and the message shown to the user. */
export const rejectedValueSchema = z.looseObject({
  field: z.string().min(1),
  message: z.string().min(1),
});

/** A rejected record: its id and one entry per rejected field. */
export const rejectedRecordSchema = z.looseObject({
  id: z.string().min(1),
  values: z.array(rejectedValueSchema),
});

/** The rejected records of one sheet. */
export const sheetRejectionsSchema = z.looseObject({
  sheetId: z.string().min(1),
  rejectedRecords: z.array(rejectedRecordSchema),
});

/** `rejections` of a webhook's response (the service description's Rejection response). */
export const rejectionsSchema = z.looseObject({
  /** The workbook id. */
  id: z.string().optional(),
  sheets: z.array(sheetRejectionsSchema),
});

/**
 * The JSON body a webhook answers with: `{}` when there is nothing to report, or `{ rejections }`.
 * Other keys are allowed and ignored.
 *
 * @example
 * import { webhookResponseSchema } from '@importkit/plugin-webhook-egress';
 * const body = webhookResponseSchema.parse({
 *   rejections: { id: 'us_wb_1', sheets: [{ sheetId: 'us_sh_1', rejectedRecords: [{ id: 'us_rc_1', values: [{ field: 'email', message: 'Unknown domain' }] }] }] },
 * });
 */
export const webhookResponseSchema = z.looseObject({
  rejections: rejectionsSchema.optional(),
});

export type RejectedValue = z.infer<typeof rejectedValueSchema>;
export type RejectedRecord = z.infer<typeof rejectedRecordSchema>;
export type SheetRejections = z.infer<typeof sheetRejectionsSchema>;
export type Rejections = z.infer<typeof rejectionsSchema>;
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
