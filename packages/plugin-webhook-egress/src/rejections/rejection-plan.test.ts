import { describe, expect, it } from 'vitest';
import type { SheetRecord, ValidationMessage } from '../contract-types';
import { SentIds } from '../read/sent-ids';
import { type KnownSheet, planRejections } from './rejection-plan';
import { PriorMessages, WEBHOOK_MESSAGE_PATH, webhookMessage } from './webhook-messages';

const required: ValidationMessage = {
  type: 'error',
  message: 'Required',
  source: 'required-constraint',
};

/** A sheet whose egress sent the records with ids `sent` (every id, when not given). */
function sheet(id: string, records: SheetRecord[] = [], sent?: string[]): KnownSheet {
  const prior = new PriorMessages();
  prior.note(records);
  const fields = new Set(['email', 'name']);
  const sentIds = new SentIds();
  for (const recordId of sent ?? []) {
    const bytes = Buffer.from(recordId);
    sentIds.addBytes(bytes, 0, bytes.length);
  }
  if (sent === undefined) sentIds.addUnreadable();
  return {
    id,
    name: `Sheet ${id}`,
    acceptsField: (key) => fields.has(key),
    prior,
    mayHaveSent: (recordId) => sentIds.mayHaveSent(recordId),
  };
}

describe('planRejections', () => {
  it('writes each rejection as an error message on the named cell, merging duplicates', () => {
    const plan = planRejections(
      {
        id: 'wb',
        sheets: [
          {
            sheetId: 's1',
            rejectedRecords: [{ id: 'r1', values: [{ field: 'email', message: 'Bad domain' }] }],
          },
          {
            sheetId: 's1',
            rejectedRecords: [
              {
                id: 'r1',
                values: [
                  { field: 'email', message: 'Blocked' },
                  { field: 'name', message: 'Too short' },
                ],
              },
            ],
          },
        ],
      },
      [sheet('s1')],
    );
    expect(plan.sheets[0]?.updates).toEqual([
      {
        id: 'r1',
        values: {
          email: {
            messages: [webhookMessage('email', 'Bad domain'), webhookMessage('email', 'Blocked')],
          },
          name: { messages: [webhookMessage('name', 'Too short')] },
        },
      },
    ]);
    expect(plan.sheets[0]?.updates[0]?.values?.email?.messages?.[0]).toMatchObject({
      type: 'error',
      source: 'custom-logic',
      path: WEBHOOK_MESSAGE_PATH,
    });
    expect([...(plan.sheets[0]?.rejectedIds ?? [])]).toEqual(['r1']);
  });

  it('counts unknown sheets and fields instead of writing them', () => {
    const plan = planRejections(
      {
        sheets: [
          {
            sheetId: 'nope',
            rejectedRecords: [{ id: 'r1', values: [{ field: 'email', message: 'x' }] }],
          },
          {
            sheetId: 's1',
            rejectedRecords: [
              {
                id: 'r2',
                values: [
                  { field: 'phone', message: 'x' },
                  { field: 'fax', message: 'y' },
                ],
              },
            ],
          },
        ],
      },
      [sheet('s1')],
    );
    expect(plan.unknownSheets).toBe(1);
    expect(plan.unknownFields).toBe(2);
    expect(plan.sheets[0]?.updates).toEqual([]);
  });

  it('counts rejections of records that were not sent, once per id, and writes nothing for them', () => {
    const plan = planRejections(
      {
        sheets: [
          {
            sheetId: 's1',
            rejectedRecords: [
              { id: 'r1', values: [{ field: 'email', message: 'x' }] },
              { id: 'ghost1', values: [{ field: 'email', message: 'x' }] },
              { id: 'ghost2', values: [{ field: 'name', message: 'x' }] },
              { id: 'ghost1', values: [{ field: 'name', message: 'y' }] },
            ],
          },
        ],
      },
      [sheet('s1', [], ['r1', 'r2'])],
    );
    expect(plan.unsentRecords).toBe(2);
    expect(plan.sheets[0]?.updates.map((update) => update.id)).toEqual(['r1']);
    expect([...(plan.sheets[0]?.rejectedIds ?? [])]).toEqual(['r1']);
  });

  it('keeps the other messages of a rewritten cell and clears old webhook messages no longer rejected', () => {
    const records: SheetRecord[] = [
      // Rejected before on email and name; rejected again on email only.
      {
        id: 'r1',
        values: {
          email: { value: 'a', messages: [required, webhookMessage('email', 'old')] },
          name: { value: 'b', messages: [webhookMessage('name', 'old')] },
        },
      },
      // Rejected before, accepted now.
      {
        id: 'r2',
        values: { email: { value: 'c', messages: [webhookMessage('email', 'old'), required] } },
      },
      // Never rejected, carries a message of its own: left alone unless rejected.
      { id: 'r3', values: { email: { value: 'd', messages: [required] } } },
      // Never rejected, no messages, rejected now.
      { id: 'r4', values: { email: { value: 'e', messages: [] } } },
    ];
    const plan = planRejections(
      {
        sheets: [
          {
            sheetId: 's1',
            rejectedRecords: [
              { id: 'r1', values: [{ field: 'email', message: 'new' }] },
              { id: 'r4', values: [{ field: 'email', message: 'new' }] },
            ],
          },
        ],
      },
      [sheet('s1', records)],
    );
    expect(plan.sheets[0]?.updates).toEqual([
      {
        id: 'r1',
        values: {
          email: { messages: [required, webhookMessage('email', 'new')] },
          name: { messages: [] },
        },
      },
      { id: 'r4', values: { email: { messages: [webhookMessage('email', 'new')] } } },
      { id: 'r2', values: { email: { messages: [required] } } },
    ]);
  });
});
