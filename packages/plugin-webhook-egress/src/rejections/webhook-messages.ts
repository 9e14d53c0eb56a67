import type { SheetRecord, ValidationMessage } from '../contract-types';

/**
 * The JSONPath that marks a cell message as written by this plugin (together with
 * `source: 'custom-logic'`), so that a later submission can tell its own old messages from the
 * customer's and clear only those.
 */
export const WEBHOOK_MESSAGE_PATH = '$.importkitWebhookEgress';

/** The error message this plugin writes on a rejected cell. */
export function webhookMessage(field: string, message: string): ValidationMessage {
  return { type: 'error', message, field, source: 'custom-logic', path: WEBHOOK_MESSAGE_PATH };
}

/** Whether a cell message was written by this plugin. */
export function isWebhookMessage(message: ValidationMessage): boolean {
  return message.source === 'custom-logic' && message.path === WEBHOOK_MESSAGE_PATH;
}

/** The messages of one cell as they were when the cell was sent. */
export interface PriorCell {
  /** Messages not written by this plugin: kept when the plugin rewrites the cell. */
  others: ValidationMessage[];
  /** Whether an earlier submission's rejection is on the cell. */
  hasWebhookMessage: boolean;
}

/**
 * The cells of one sheet that carried messages when their page was sent, by record id and field.
 * Only cells with messages are kept, so memory follows the number of such cells, not the number of
 * records. Used to clear old rejections and to keep other messages on rewritten cells.
 */
export class PriorMessages {
  readonly byRecord = new Map<string, Map<string, PriorCell>>();

  /** Notes the message-carrying cells of a page of records. */
  note(records: readonly SheetRecord[]): void {
    for (const record of records) {
      const values = record.values;
      let cells: Map<string, PriorCell> | undefined;
      for (const field in values) {
        const messages = values[field]?.messages;
        if (!messages || messages.length === 0) continue;
        const others: ValidationMessage[] = [];
        let hasWebhookMessage = false;
        for (const message of messages) {
          if (isWebhookMessage(message)) hasWebhookMessage = true;
          else others.push(message);
        }
        cells ??= new Map();
        cells.set(field, { others, hasWebhookMessage });
      }
      if (cells) this.byRecord.set(record.id, cells);
    }
  }
}
