import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clampProgress, ProgressReporter } from './progress-reporter';

type Sent = [number, string | undefined];

function reporter(options: { fail?: boolean } = {}) {
  const sent: Sent[] = [];
  const failures: unknown[] = [];
  const progress = new ProgressReporter(
    async (value, info) => {
      sent.push([value, info]);
      if (options.fail) throw new Error('the API is down');
    },
    (error) => failures.push(error),
    250,
  );
  return { progress, sent, failures };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('progress reports', () => {
  it('sends the first report at once and coalesces a burst into the newest value', async () => {
    const { progress, sent } = reporter();
    const first = progress.report(1, 'one');
    for (let value = 2; value <= 50; value++) void progress.report(value, `v${value}`);
    await first;
    expect(sent).toEqual([[1, 'one']]);

    await vi.advanceTimersByTimeAsync(250);
    expect(sent).toEqual([
      [1, 'one'],
      [50, 'v50'],
    ]);
  });

  it('lets no more than one report through per interval', async () => {
    const { progress, sent } = reporter();
    // 100 reports, one every 10 ms, over one second.
    for (let value = 1; value <= 100; value++) {
      void progress.report(value);
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(250);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(sent.length).toBeLessThanOrEqual(5);
    expect(sent.at(-1)).toEqual([100, undefined]);
  });

  it('resolves a report once a newer value superseding it was sent', async () => {
    const { progress, sent } = reporter();
    await progress.report(10);
    let settled = false;
    void progress.report(20).then(() => {
      settled = true;
    });
    const newest = progress.report(30);
    await vi.advanceTimersByTimeAsync(250);
    await newest;
    expect(settled).toBe(true);
    expect(sent).toEqual([
      [10, undefined],
      [30, undefined],
    ]);
  });

  it('clamps to 0–100 and ignores NaN', async () => {
    const { progress, sent } = reporter();
    await progress.report(150);
    await vi.advanceTimersByTimeAsync(250);
    await progress.report(Number.NaN);
    await progress.report(-5);
    await vi.advanceTimersByTimeAsync(250);
    expect(sent).toEqual([
      [100, undefined],
      [0, undefined],
    ]);
    expect(clampProgress(42.5)).toBe(42.5);
  });

  it('never rejects when sending fails; the failure is passed on', async () => {
    const { progress, failures } = reporter({ fail: true });
    await expect(progress.report(10)).resolves.toBeUndefined();
    expect(failures).toEqual([new Error('the API is down')]);
  });

  it('drops pending reports on stop, and sends nothing afterwards', async () => {
    const { progress, sent } = reporter();
    await progress.report(10);
    const pending = progress.report(90);
    await progress.stop();
    await pending;
    void progress.report(95);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([[10, undefined]]);
  });
});
