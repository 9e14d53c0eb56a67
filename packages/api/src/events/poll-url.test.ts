import { describe, expect, it } from 'vitest';
import { pollUrl } from './poll-url';
import { resolveSubscribeOptions } from './subscribe-options';

describe('pollUrl (the URL of one long poll)', () => {
  it('carries the filters, every topic as its own parameter, the cursor, the wait and the page size', () => {
    const options = resolveSubscribeOptions({
      environmentId: 'us_env_1',
      spaceId: 'us_sp_1',
      topics: ['job:ready', 'space:created'],
    });

    const url = pollUrl('http://127.0.0.1:4000/api', options, {
      after: 'us_evt_7',
      wait: 30,
      pageSize: 1000,
      reader: 'reader-1',
    });

    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4000/api/v1/events');
    expect(url.searchParams.get('environmentId')).toBe('us_env_1');
    expect(url.searchParams.get('spaceId')).toBe('us_sp_1');
    expect(url.searchParams.getAll('topic')).toEqual(['job:ready', 'space:created']);
    expect(url.searchParams.get('after')).toBe('us_evt_7');
    expect(url.searchParams.has('since')).toBe(false);
    expect(url.searchParams.get('wait')).toBe('30');
    expect(url.searchParams.get('pageSize')).toBe('1000');
    expect(url.searchParams.get('reader')).toBe('reader-1');
  });

  it('starts at a time when there is no cursor, and leaves out the filters not given', () => {
    const options = resolveSubscribeOptions({ environmentId: 'us_env_1' });

    const url = pollUrl('http://127.0.0.1:4000', options, {
      since: '2026-01-02T03:04:05.000Z',
      wait: 0,
      pageSize: 10,
      reader: 'reader-1',
    });

    expect([...url.searchParams.keys()].sort()).toEqual([
      'environmentId',
      'pageSize',
      'reader',
      'since',
      'wait',
    ]);
    expect(url.searchParams.get('since')).toBe('2026-01-02T03:04:05.000Z');
    expect(url.searchParams.get('wait')).toBe('0');
  });
});
