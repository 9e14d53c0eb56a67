import { describe, expect, it, vi } from 'vitest';
import { jobEvent } from '../test/fixtures/events';
import { Listener } from './listener';

/** What a handler may throw that cannot be read like an error, each with what its message says. */
function unreadableValues(): [string, () => unknown, RegExp][] {
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  const revokedError = Proxy.revocable(new Error('hidden'), {});
  revokedError.revoke();
  class GetterError extends Error {
    override get message(): string {
      throw new Error('message getter broke');
    }
  }
  return [
    ['an object with no prototype', () => Object.create(null), /no prototype/],
    [
      'an object whose toString throws',
      () => ({
        toString() {
          throw new Error('toString broke');
        },
      }),
      /toString\(\) throws \(toString broke\)/,
    ],
    ['a revoked proxy', () => revocable.proxy, /cannot be read/],
    ['a revoked proxy of an error', () => revokedError.proxy, /cannot be read/],
    ['an error whose message getter throws', () => new GetterError(), /non-error thrown/],
    ['a symbol', () => Symbol('odd'), /Symbol\(odd\)/],
    ['undefined', () => undefined, /undefined/],
  ];
}

describe('whatever a handler throws', () => {
  it.each(unreadableValues())(
    '%s: dispatch resolves, later handlers run, the hook gets an Error',
    async (_name, value, message) => {
      const reported: Error[] = [];
      const after = vi.fn();
      const listener = new Listener()
        .onError((error) => void reported.push(error))
        .on('job:ready', () => {
          throw value();
        })
        .on('job:ready', async () => {
          await Promise.resolve();
          throw value();
        })
        .on('job:ready', after);

      const result = await listener.dispatch(jobEvent('workbook:submit'));

      expect(after).toHaveBeenCalledOnce();
      expect(result).toMatchObject({ status: 'handled', handlers: 3 });
      expect(reported).toHaveLength(2);
      for (const error of reported) {
        expect(error).toBeInstanceOf(Error);
        expect(error.message).toMatch(message);
      }
    },
  );

  it.each(unreadableValues())(
    '%s: the default error printer prints one line',
    async (_name, value, message) => {
      const print = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const listener = new Listener().on('job:ready', () => {
          throw value();
        });
        await expect(listener.dispatch(jobEvent('workbook:submit'))).resolves.toMatchObject({
          handlers: 1,
        });
        expect(print).toHaveBeenCalledOnce();
        const line = String(print.mock.calls[0]?.[0]);
        expect(line).toMatch(/^importkit\/listener: handler error \{/);
        expect(JSON.parse(line.slice(line.indexOf('{'))).error).toMatch(message);
      } finally {
        print.mockRestore();
      }
    },
  );

  it('an error hook that throws something unreadable does not break dispatch either', async () => {
    const print = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const listener = new Listener()
        .onError(() => {
          throw Object.create(null);
        })
        .on('job:ready', () => {
          throw Object.create(null);
        });
      await expect(listener.dispatch(jobEvent('workbook:submit'))).resolves.toMatchObject({
        handlers: 1,
      });
      expect(String(print.mock.calls[0]?.[0])).toContain('the error hook threw');
    } finally {
      print.mockRestore();
    }
  });
});
