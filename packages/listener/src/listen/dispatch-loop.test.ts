import type { ImportkitEvent } from '@importkit/api';
import { describe, expect, it, vi } from 'vitest';
import { jobEvent } from '../../test/fixtures/events';
import { Listener } from '../listener';
import type { ListenerErrorInfo } from '../types';
import { runDispatchLoop } from './dispatch-loop';

/** The loop's options for a listener whose handlers `setup` registers. */
function loopOptions(setup: (listener: Listener) => void) {
  const listener = new Listener();
  setup(listener);
  return {
    handle: (event: ImportkitEvent) => listener.dispatch(event),
    report: (error: unknown, info: ListenerErrorInfo) => listener.reportError(error, info),
  };
}

/** A source that counts how many events were pulled from it. */
function countingSource(events: ImportkitEvent[]) {
  const source = {
    pulled: 0,
    async *[Symbol.asyncIterator]() {
      for (const event of events) {
        source.pulled++;
        yield event;
      }
    },
  };
  return source;
}

describe('the dispatch loop', () => {
  it('never runs more than `concurrency` events at once, pulls no further ahead, handles all', async () => {
    const events = Array.from({ length: 12 }, (_, i) => jobEvent(`job:n${i}`));
    const source = countingSource(events);
    const gates: (() => void)[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const handled: string[] = [];
    const handlers = loopOptions((listener) =>
      listener.on('job:ready', async (event) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise<void>((resolve) => gates.push(resolve));
        inFlight--;
        handled.push(event.id);
      }),
    );

    const loop = runDispatchLoop({ ...handlers, events: source, concurrency: 3 }).done;
    await vi.waitFor(() => expect(gates).toHaveLength(3));
    // Three events run, a fourth waits for a slot: nothing more was read from the source.
    expect(source.pulled).toBe(4);
    while (handled.length < events.length) {
      await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0));
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await loop;

    expect(maxInFlight).toBe(3);
    expect(handled.sort()).toEqual(events.map((event) => event.id).sort());
  });

  it('keeps going when handlers fail', async () => {
    const reported = vi.fn();
    const handled: string[] = [];
    const handlers = loopOptions((listener) =>
      listener.onError(reported).on('*', (event) => {
        handled.push(event.id);
        throw new Error(`failed ${event.id}`);
      }),
    );
    const events = [jobEvent('a:b'), jobEvent('a:b'), jobEvent('a:b')];

    await runDispatchLoop({ ...handlers, events: countingSource(events), concurrency: 2 }).done;

    expect(handled).toHaveLength(3);
    expect(reported).toHaveBeenCalledTimes(3);
  });

  it('reports a failing source, waits for the handlers in flight, then rejects', async () => {
    const reported = vi.fn();
    let finished = false;
    const handlers = loopOptions((listener) =>
      listener.onError(reported).on('*', async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        finished = true;
      }),
    );
    const failure = new Error('importkit/api: 401');
    async function* source() {
      yield jobEvent('a:b');
      throw failure;
    }

    await expect(
      runDispatchLoop({ ...handlers, events: source(), concurrency: 2 }).done,
    ).rejects.toBe(failure);
    expect(finished).toBe(true);
    expect(reported).toHaveBeenCalledWith(failure, { source: 'subscription' });
  });
});
