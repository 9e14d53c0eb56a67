import { describe, expect, it } from 'vitest';
import type { WebhookHttpResponse } from '../deliver/post-webhook';
import { interpretResponse } from './interpret-response';

const response = (status: number, body: string, truncated = false): WebhookHttpResponse => ({
  status,
  statusText: status === 200 ? 'OK' : 'Other',
  headers: {},
  body: Buffer.from(body),
  truncated,
});

describe('interpretResponse', () => {
  it('treats only 200 as success: other 2xx and 3xx are failed statuses', () => {
    for (const status of [201, 204, 301, 302, 400, 500]) {
      expect(interpretResponse(response(status, '{}'))).toMatchObject({
        kind: 'failed-status',
        status,
      });
    }
  });

  it('accepts {} and JSON without rejections', () => {
    expect(interpretResponse(response(200, '{}'))).toEqual({
      kind: 'accepted',
      rejections: undefined,
    });
    expect(interpretResponse(response(200, '[1,2]'))).toEqual({
      kind: 'accepted',
      rejections: undefined,
    });
    expect(interpretResponse(response(200, '{"ok":true,"rejections":null}'))).toEqual({
      kind: 'accepted',
      rejections: undefined,
    });
  });

  it('reports a body that is not JSON, or was cut off', () => {
    expect(interpretResponse(response(200, 'OK'))).toEqual({
      kind: 'unparsable',
      truncated: false,
    });
    expect(interpretResponse(response(200, ''))).toEqual({ kind: 'unparsable', truncated: false });
    expect(interpretResponse(response(200, '{}', true))).toEqual({
      kind: 'unparsable',
      truncated: true,
    });
  });

  it('says where malformed rejections are wrong', () => {
    const verdict = interpretResponse(
      response(
        200,
        JSON.stringify({
          rejections: { sheets: [{ sheetId: 5, rejectedRecords: [{ id: 'r', values: [{}] }] }] },
        }),
      ),
    );
    expect(verdict.kind).toBe('malformed-rejections');
    const problems = verdict.kind === 'malformed-rejections' ? verdict.problems : '';
    expect(problems).toContain('rejections.sheets[0].sheetId');
    expect(problems).toContain('rejections.sheets[0].rejectedRecords[0].values[0].field');
  });
});
