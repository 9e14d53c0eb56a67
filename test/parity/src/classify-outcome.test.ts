/**
 * How one request's answer becomes a row of PARITY.md, on answers the dev server does not give
 * today (a 501, a body off the schema) as well as the ones it does.
 * @module
 */
import { describe, expect, it } from 'vitest';
import { classifyOutcome } from './classify-outcome.ts';
import type { ClientOperation } from './operation-catalog.ts';
import type { Exchange } from './recording-fetcher.ts';

const getSnapshot: ClientOperation = {
  resource: 'snapshots',
  method: 'getSnapshot',
  httpMethod: 'GET',
  path: '/snapshots/{snapshotId}',
  response: { kind: 'json', serializer: 'SnapshotResponse' },
};

const snapshot = {
  id: 'us_ss_1',
  sheetId: 'us_sh_1',
  label: 'Before cleanup',
  createdAt: '2024-05-01T10:00:00.000Z',
  createdBy: 'us_usr_1',
};

function answer(status: number, body: unknown): Exchange[] {
  return [{ httpMethod: 'GET', pathname: '/v1/snapshots/us_ss_1', status, body }];
}

describe('classifyOutcome', () => {
  it('calls a 2xx whose body fits the client schema "works", extra keys and all', () => {
    const outcome = classifyOutcome(
      getSnapshot,
      answer(200, { data: { ...snapshot, ourOwnExtra: true } }),
      undefined,
    );
    expect(outcome).toEqual({ result: 'works' });
  });

  it('names the first key of a 2xx body that breaks the schema, without its id or time', () => {
    const { createdBy: _dropped, ...withoutCreator } = snapshot;
    const outcome = classifyOutcome(getSnapshot, answer(200, { data: withoutCreator }), undefined);
    expect(outcome.result).toBe('fails');
    expect(outcome.reason).toBe('response: data: Missing required key "createdBy"');
  });

  it('takes a 501 as "not emulated", with the reason the server gives', () => {
    const body = { errors: [{ message: 'Snapshot summaries are not emulated (no diff engine)' }] };
    expect(classifyOutcome(getSnapshot, answer(501, body), undefined)).toEqual({
      result: 'not emulated',
      reason: 'Snapshot summaries are not emulated (no diff engine)',
    });
  });

  it('says "404 no route" for an operation the server lacks, and keeps other messages', () => {
    const noRoute = { errors: [{ message: 'No operation GET /v1/snapshots/us_ss_1' }] };
    expect(classifyOutcome(getSnapshot, answer(404, noRoute), undefined).reason).toBe(
      '404 no route',
    );
    const unknown = { errors: [{ key: 'snapshotId', message: 'Snapshot us_ss_9f2k not found' }] };
    expect(classifyOutcome(getSnapshot, answer(404, unknown), undefined).reason).toBe(
      '404 Snapshot us_ss_… not found',
    );
  });

  it('blames the scenario when it sent no request, or a request of another operation', () => {
    expect(classifyOutcome(getSnapshot, [], new Error('no sheet')).reason).toBe(
      'scenario: no sheet',
    );
    const other: Exchange[] = [
      { httpMethod: 'DELETE', pathname: '/v1/snapshots/us_ss_1', status: 200 },
    ];
    expect(classifyOutcome(getSnapshot, other, undefined).reason).toMatch(/^scenario: sent DELETE/);
  });
});
