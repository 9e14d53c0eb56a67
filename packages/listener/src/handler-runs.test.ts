import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobEvent } from '../test/fixtures/events';
import type { HandlerRun } from './handler-runs';
import { Listener } from './listener';

const quiet = () => {};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('onHandlerRun', () => {
  it('tells the hook of every handler run, in order, with its name, topics, timing and what it threw', async () => {
    const runs: HandlerRun[] = [];
    const boom = new TypeError('boom');
    async function slowOne() {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const listener = new Listener()
      .onError(quiet)
      .onHandlerRun((run) => void runs.push(run))
      .on('job:ready', function syncOne() {})
      .on(['job:ready', 'job:failed'], () => {
        throw boom;
      })
      .on('job:*', slowOne)
      .on('job:ready', async () => {
        throw 'a string';
      });
    const event = jobEvent('workbook:submit');

    await listener.dispatch(event);

    expect(runs.map((run) => [run.handlerName, run.topics, run.error?.message])).toEqual([
      ['syncOne', ['job:ready'], undefined],
      [undefined, ['job:ready', 'job:failed'], 'boom'],
      ['slowOne', ['job:*'], undefined],
      [undefined, ['job:ready'], 'a string'],
    ]);
    expect(runs.every((run) => run.event === event)).toBe(true);
    expect(runs[1]?.error).toBe(boom);
    expect(runs.every((run) => run.durationMs >= 0 && run.startedAt instanceof Date)).toBe(true);
    // The slow handler's run covers its promise.
    expect(runs[2]?.durationMs).toBeGreaterThan(0);
  });

  it('keeps dispatching when the hook throws, and stops telling once removed', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(quiet);
    const ran: string[] = [];
    const listener = new Listener()
      .onHandlerRun(() => {
        throw new Error('hook broke');
      })
      .on('job:ready', () => void ran.push('first'))
      .on('job:ready', () => void ran.push('second'));

    const result = await listener.dispatch(jobEvent('workbook:submit'));
    expect(ran).toEqual(['first', 'second']);
    expect(result).toMatchObject({ status: 'handled', handlers: 2, errors: [] });
    expect(printed.mock.calls[0]?.[0]).toMatch(/the handler-run hook threw .*hook broke/);

    const seen: HandlerRun[] = [];
    listener.onHandlerRun((run) => void seen.push(run)).onHandlerRun(undefined);
    await listener.dispatch(jobEvent('workbook:submit'));
    expect(seen).toEqual([]);
  });

  it('refuses a hook that is not a function', () => {
    expect(() => new Listener().onHandlerRun('log' as never)).toThrow(/hook/);
  });
});
