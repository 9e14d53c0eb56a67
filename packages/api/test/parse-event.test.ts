import { describe, expect, it } from 'vitest';
import { EventValidationError, parseEvent } from '../src/index';
import { jobReadyEvent } from './support/events';

describe('parseEvent', () => {
  it('accepts a valid envelope, from JSON text or an object, keeping unknown keys', () => {
    const envelope = { ...jobReadyEvent(1), attributes: { targetUpdatedAt: 'x' }, extra: true };

    const fromText = parseEvent(JSON.stringify(envelope));
    const fromObject = parseEvent(envelope);

    expect(fromText).toEqual({ ok: true, event: envelope });
    expect(fromObject.ok && fromObject.event).toBe(envelope);
  });

  it.each([
    ['text that is not JSON', '{"id": "us_evt_1",', 'not JSON'],
    ['a missing id', { ...jobReadyEvent(1), id: undefined }, 'id'],
    [
      'a context without environmentId',
      { ...jobReadyEvent(1), context: {} },
      'context.environmentId',
    ],
    [
      'an unknown topic',
      { ...jobReadyEvent(1), topic: 'job:exploded' },
      'unknown topic "job:exploded"',
    ],
    ['a payload failing its schema', { ...jobReadyEvent(1), payload: { job: 42 } }, 'payload.job'],
    [
      'a context failing its schema',
      { ...jobReadyEvent(1), context: { environmentId: 'us_env_1' } },
      'context.jobId',
    ],
    ['a value that is not an object', 42, 'expected object'],
  ])('rejects %s', (_, raw, problem) => {
    const result = parseEvent(raw);

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(EventValidationError);
    expect(result.error.code).toBe('INVALID_EVENT');
    expect(result.error.message).toContain(problem);
  });

  it('accepts an event as the hosted service sends it: its domain, extra keys, a status it adds', () => {
    const hosted = {
      ...jobReadyEvent(3),
      topic: 'job:completed',
      domain: 'workbook',
      dataUrl: 'https://example.test/v1/jobs/us_jb_3',
      callbackUrl: 'https://example.test/callback',
      target: 'agent',
      origin: { id: 'us_sh_1', slug: 'contacts' },
      namespaces: ['workbook'],
      payload: { ...jobReadyEvent(3).payload, status: 'complete' },
    };
    const later = { ...hosted, payload: { ...hosted.payload, status: 'archived-by-policy' } };

    expect(parseEvent(hosted)).toEqual({ ok: true, event: hosted });
    expect(parseEvent(later)).toEqual({ ok: true, event: later });
  });

  it('reads a value of an enum the catalog does not list yet as text', () => {
    const event = {
      id: 'us_evt_000009',
      topic: 'sheet:updated',
      domain: 'sheet',
      createdAt: new Date().toISOString(),
      context: {
        accountId: 'us_acc_test',
        environmentId: 'us_env_test',
        spaceId: 'us_sp_1',
        workbookId: 'us_wb_1',
        sheetId: 'us_sh_1',
        actorId: 'us_usr_test',
      },
      payload: { sheetId: 'us_sh_1', workbookId: 'us_wb_1', changes: [{ type: 'field_renamed' }] },
    };

    expect(parseEvent(event)).toEqual({ ok: true, event });
    expect(parseEvent({ ...event, payload: { ...event.payload, changes: [{ type: 7 }] } }).ok).toBe(
      false,
    );
  });

  it('names the event in the error when its id is readable', () => {
    const result = parseEvent({ ...jobReadyEvent(7), payload: {} });

    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.eventId).toBe('us_evt_000007');
  });
});
