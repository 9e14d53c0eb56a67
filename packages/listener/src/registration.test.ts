import { describe, expect, it, vi } from 'vitest';
import { jobEvent, recordsUpdated } from '../test/fixtures/events';
import { ListenerArgumentError } from './errors';
import { Listener } from './listener';

// Sizes here are chosen so that quadratic or backtracking code would not finish within the test
// timeout, while linear code takes a fraction of it: the timeout is the assertion, no clock is read.

describe('registration at scale', () => {
  it('registers 200,000 handlers and runs each once', async () => {
    const listener = new Listener();
    let calls = 0;
    const handler = () => {
      calls++;
    };
    for (let i = 0; i < 200_000; i++) listener.on('job:ready', handler);

    await listener.dispatch(jobEvent('workbook:submit'));

    expect(calls).toBe(200_000);
  });

  it('matches a pathological glob filter against a long value an end user chose', async () => {
    // A backtracking matcher tries every way to split 50,000 characters among eight stars.
    const longName = 'a'.repeat(50_000);
    const seen = vi.fn();
    const listener = new Listener()
      .on('job:ready', { job: '*a*a*a*a*a*a*a*a*b' }, seen)
      .on('job:ready', { job: '*a*a*a*a*a*a*a*a*' }, seen);
    listener.namespace('*a*a*a*a*a*a*a*a*b').on('job:ready', seen);

    await listener.dispatch(
      jobEvent(longName, 'job:ready', { context: { namespaces: [longName] } }),
    );

    expect(seen).toHaveBeenCalledOnce();
  });
});

describe('use() is all or nothing', () => {
  it('a plugin that throws leaves no handler and no error hook behind', async () => {
    const kept = vi.fn();
    const hook = vi.fn();
    const halfway = vi.fn();
    const listener = new Listener().onError(hook).on('job:ready', kept);
    const failure = new Error('plugin config is wrong');

    expect(() =>
      listener.use((target) => {
        target.on('job:ready', halfway);
        target.filter({ job: '*' }).on('records:updated', halfway);
        target.use((inner) => inner.on('job:ready', halfway));
        target.off('job:ready', kept);
        target.onError(() => {});
        throw failure;
      }),
    ).toThrow(failure);
    await listener.dispatch(jobEvent('workbook:submit'));
    await listener.dispatch(recordsUpdated());

    expect(halfway).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledOnce();
    listener.on('job:ready', () => {
      throw new Error('to the hook');
    });
    await listener.dispatch(jobEvent('workbook:submit'));
    expect(hook).toHaveBeenCalledOnce();
  });

  it('an inner plugin that throws, caught by the outer one, undoes only its own part', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const listener = new Listener().use((target) => {
      target.on('job:ready', outer);
      try {
        target.use((nested) => {
          nested.on('job:ready', inner);
          throw new Error('inner');
        });
      } catch {
        // the outer plugin carries on without it
      }
    });

    await listener.dispatch(jobEvent('workbook:submit'));

    expect(outer).toHaveBeenCalledOnce();
    expect(inner).not.toHaveBeenCalled();
  });

  it('refuses a plugin that returns a promise, at use(), keeping nothing it registered', async () => {
    const handler = vi.fn();
    const listener = new Listener();
    const asyncPlugin = async (target: Listener) => {
      target.on('job:ready', handler);
      throw new Error('rejected later');
    };

    expect(() => listener.use(asyncPlugin)).toThrow(ListenerArgumentError);
    expect(() => listener.use(asyncPlugin)).toThrow(
      /plugin asyncPlugin returned a promise: plugins must register their handlers synchronously/,
    );
    // Its rejection is not left unhandled (vitest fails the run on one).
    await new Promise((resolve) => setImmediate(resolve));
    await listener.dispatch(jobEvent('workbook:submit'));
    expect(handler).not.toHaveBeenCalled();
  });
});
