import { describe, expect, it } from 'vitest';
import {
  accept,
  cutOff,
  noAnswer,
  pickAnswer,
  planAnswer,
  rejectionBody,
  serverError,
  slow,
  tooManyRequests,
  type WebhookScript,
} from './answer-script';

const request = (index: number) => ({ index, method: 'POST', path: '/hook', headers: {} });

const payload = {
  workbook: {
    id: 'us_wb_1',
    sheets: [
      {
        id: 'us_sh_1',
        records: [
          { id: 'us_rc_1', values: { email: { value: 'ada@example.com' } } },
          { id: 'us_rc_2', values: { email: { value: 'not-an-email' } } },
        ],
      },
      { id: 'us_sh_2', records: [{ id: 'us_rc_3', values: { email: { value: 'x' } } }] },
    ],
  },
};

describe('pickAnswer', () => {
  it('answers in order, the last answer repeating, and accepts everything with an empty list', () => {
    const script: WebhookScript = [serverError(503), accept()];
    expect([0, 1, 2, 3].map((index) => pickAnswer(script, request(index)))).toEqual([
      serverError(503),
      accept(),
      accept(),
      accept(),
    ]);
    expect(pickAnswer([], request(5))).toEqual(accept());
  });

  it('asks a function for each answer', () => {
    const script: WebhookScript = ({ index }) =>
      index % 2 === 0 ? tooManyRequests(7) : noAnswer();
    expect(pickAnswer(script, request(0))).toEqual({
      kind: 'respond',
      status: 429,
      body: { error: 'Too many requests' },
      headers: { 'retry-after': '7' },
    });
    expect(pickAnswer(script, request(1))).toEqual({ kind: 'silent' });
  });
});

describe('planAnswer', () => {
  it('adds up the delays of nested slow answers', () => {
    expect(planAnswer(slow(100, slow(50, cutOff('before-answer'))))).toEqual({
      delayMs: 150,
      final: { kind: 'cut', when: 'before-answer' },
    });
    expect(planAnswer(accept())).toEqual({ delayMs: 0, final: accept() });
  });
});

describe('rejectionBody', () => {
  it('rejects records by id under the sheet that sent them, and unsent ones under the first', () => {
    const rule = { us_rc_3: { email: 'Bounced' }, us_rc_9: { name: 'Unknown' } };
    expect(rejectionBody(rule, payload)).toEqual({
      rejections: {
        id: 'us_wb_1',
        sheets: [
          {
            sheetId: 'us_sh_2',
            rejectedRecords: [{ id: 'us_rc_3', values: [{ field: 'email', message: 'Bounced' }] }],
          },
          {
            sheetId: 'us_sh_1',
            rejectedRecords: [{ id: 'us_rc_9', values: [{ field: 'name', message: 'Unknown' }] }],
          },
        ],
      },
    });
  });

  it('rejects the records a function returns messages for', () => {
    const body = rejectionBody(
      (record) =>
        String(record.values?.email?.value).includes('@') ? undefined : { email: 'Not an email' },
      payload,
    );
    expect(body).toEqual({
      rejections: {
        id: 'us_wb_1',
        sheets: [
          {
            sheetId: 'us_sh_1',
            rejectedRecords: [
              { id: 'us_rc_2', values: [{ field: 'email', message: 'Not an email' }] },
            ],
          },
          {
            sheetId: 'us_sh_2',
            rejectedRecords: [
              { id: 'us_rc_3', values: [{ field: 'email', message: 'Not an email' }] },
            ],
          },
        ],
      },
    });
  });
});
