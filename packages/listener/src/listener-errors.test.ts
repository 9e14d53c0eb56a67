import type { ImportkitEvent } from '@importkit/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobEvent, makeEvent, recordsUpdated } from '../test/fixtures/events';
import { ListenerArgumentError } from './errors';
import { Listener } from './listener';
import type { ListenerErrorInfo } from './types';

const quiet = () => {};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('errors', () => {
  it('isolates a failing handler: the others run and the error hook gets error and event', async () => {
    const reported: [Error, ListenerErrorInfo][] = [];
    const ran: string[] = [];
    const boom = new Error('boom');
    const listener = new Listener()
      .onError((error, info) => void reported.push([error, info]))
      .on('job:ready', () => void ran.push('first'))
      .on('job:ready', () => {
        throw boom;
      })
      .on('job:ready', async () => {
        ran.push('third');
        throw 'a string';
      })
      .on('job:ready', () => void ran.push('fourth'));
    const event = jobEvent('workbook:submit');

    const result = await listener.dispatch(event);

    expect(ran).toEqual(['first', 'third', 'fourth']);
    expect(reported.map(([error, info]) => [error.message, info])).toEqual([
      ['boom', { source: 'handler', event }],
      ['a string', { source: 'handler', event }],
    ]);
    expect(reported[0]?.[0]).toBe(boom);
    expect(result).toMatchObject({ status: 'handled', handlers: 4 });
    expect(result.status === 'handled' && result.errors.map((error) => error.message)).toEqual([
      'boom',
      'a string',
    ]);
  });

  it('prints one structured line by default, with topic, event id and message', async () => {
    const print = vi.spyOn(console, 'error').mockImplementation(quiet);
    const event = jobEvent('workbook:submit', 'job:ready', { id: 'us_evt_printed' });
    await new Listener()
      .on('job:ready', () => {
        throw new Error('the webhook is down');
      })
      .dispatch(event);

    expect(print).toHaveBeenCalledTimes(1);
    const line = String(print.mock.calls[0]?.[0]);
    expect(line).not.toContain('\n');
    expect(line).toMatch(/^importkit\/listener: handler error \{/);
    expect(JSON.parse(line.slice(line.indexOf('{')))).toMatchObject({
      source: 'handler',
      topic: 'job:ready',
      eventId: 'us_evt_printed',
      error: 'the webhook is down',
    });
  });

  it('survives an error hook that throws', async () => {
    const print = vi.spyOn(console, 'error').mockImplementation(quiet);
    const after = vi.fn();
    const listener = new Listener()
      .onError(() => {
        throw new Error('hook broke');
      })
      .on('job:ready', () => {
        throw new Error('handler broke');
      })
      .on('job:ready', after);
    await expect(listener.dispatch(jobEvent('a:b'))).resolves.toMatchObject({ handlers: 2 });
    expect(after).toHaveBeenCalledOnce();
    expect(String(print.mock.calls[0]?.[0])).toContain('hook broke');
  });

  it('skips an event whose payload fails its schema, or whose envelope is malformed', async () => {
    const handler = vi.fn();
    const reported: ListenerErrorInfo[] = [];
    const listener = new Listener()
      .onError((_e, info) => void reported.push(info))
      .on('*', handler);
    const badPayload = makeEvent('records:updated', { sheetId: 3 } as never);
    const noContext = { ...recordsUpdated(), topic: 'records:exploded', context: undefined };

    const results = [
      await listener.dispatch(badPayload),
      await listener.dispatch(noContext as unknown as ImportkitEvent),
    ];

    expect(handler).not.toHaveBeenCalled();
    expect(results.map((result) => result.status)).toEqual(['invalid', 'invalid']);
    expect(reported).toEqual([
      { source: 'event', raw: badPayload },
      { source: 'event', raw: noContext },
    ]);
  });

  it('hands an event of a topic the catalog does not know to the handlers of every topic only', async () => {
    const everyTopic = vi.fn();
    const everyRecordsTopic = vi.fn();
    const reported: ListenerErrorInfo[] = [];
    const listener = new Listener()
      .onError((_e, info) => void reported.push(info))
      .on('*', everyTopic)
      .on(['records:*', '*:*'], everyTopic)
      .on('records:*', everyRecordsTopic)
      .on('*:updated', everyRecordsTopic);
    const unknownTopic = {
      ...recordsUpdated(),
      topic: 'records:exploded',
      payload: { pieces: 3 },
    } as unknown as ImportkitEvent;

    const result = await listener.dispatch(unknownTopic);

    expect(result).toMatchObject({ status: 'handled', handlers: 2, event: unknownTopic });
    expect(everyTopic).toHaveBeenCalledTimes(2);
    expect(everyTopic.mock.calls[0]?.[0]).toMatchObject({ payload: { pieces: 3 } });
    expect(everyRecordsTopic).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });
});

describe('bad input', () => {
  const listener = new Listener();
  const cases: [string, () => unknown, string, string][] = [
    [
      'a handler that is not a function',
      () => listener.on('job:ready', 'nope' as never),
      'handler',
      'handler must be a function (got "nope")',
    ],
    [
      'a missing handler after a filter',
      () => listener.on('job:ready', { job: '*' } as never),
      'handler',
      'handler must be a function (got undefined)',
    ],
    [
      'a filter that is not an object',
      () => listener.on('job:ready', 'workbook:submit' as never, () => {}),
      'filter',
      'filter must be an object',
    ],
    [
      'an empty topic',
      () => listener.on('' as never, () => {}),
      'topics',
      'topics must be a non-empty topic string',
    ],
    [
      'a plugin that is not a function',
      () => listener.use({} as never),
      'plugin',
      'plugin must be a function (got an object)',
    ],
    [
      'a child callback that is not a function',
      () => listener.filter({}, 1 as never),
      'fn',
      'fn must be a function',
    ],
    [
      'a child filter that is not an object',
      () => listener.filter(null as never),
      'filter',
      'filter must be an object',
    ],
    [
      'an error hook that is not a function',
      () => listener.onError(undefined as never),
      'hook',
      'hook must be a function',
    ],
    [
      'off with a handler that is not a function',
      () => listener.off('job:ready', null as never),
      'handler',
      'handler must be a function',
    ],
  ];

  it.each(cases)('rejects %s with a TypeError naming it', (_name, call, argument, message) => {
    let thrown: unknown;
    try {
      call();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect(thrown).toBeInstanceOf(ListenerArgumentError);
    expect(thrown).toMatchObject({ argument, code: 'INVALID_ARGUMENT' });
    expect((thrown as Error).message).toContain(`importkit/listener: ${message}`);
  });

  it('registers nothing when the arguments are wrong', async () => {
    const handler = vi.fn();
    const fresh = new Listener();
    expect(() => fresh.on('job:redy' as never, handler)).toThrow('did you mean "job:ready"');
    await fresh.dispatch(jobEvent('a:b'));
    expect(handler).not.toHaveBeenCalled();
  });
});
