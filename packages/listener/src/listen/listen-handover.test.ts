import { afterEach, describe, expect, it } from 'vitest';
import { ListenerArgumentError } from '../errors';
import { Listener } from '../listener';
import type { ListenHandle } from './listen';
import { LISTEN_HANDOVER, type ListenHandover } from './listen-handover';

const global = globalThis as { [LISTEN_HANDOVER]?: ListenHandover };

afterEach(() => {
  delete global[LISTEN_HANDOVER];
});

describe('listen() with a handover installed', () => {
  it('answers with the handle the runner started, told the listener and the options', async () => {
    const handle = { lastEventId: 'us_evt_1' } as unknown as ListenHandle;
    const calls: [Listener, unknown][] = [];
    global[LISTEN_HANDOVER] = (listener, options) => {
      calls.push([listener, options]);
      return Promise.resolve(handle);
    };
    const listener = new Listener().on('space:created', () => {});

    await expect(listener.listen({ environmentId: 'us_env_1', concurrency: 2 })).resolves.toBe(
      handle,
    );
    expect(calls).toEqual([[listener, { environmentId: 'us_env_1', concurrency: 2 }]]);
  });

  it('subscribes as usual when the runner declines (its own call)', async () => {
    global[LISTEN_HANDOVER] = () => undefined;
    // An empty environment id is refused by listen() itself: the call reached it.
    await expect(new Listener().listen({ environmentId: '' })).rejects.toBeInstanceOf(
      ListenerArgumentError,
    );
  });
});
