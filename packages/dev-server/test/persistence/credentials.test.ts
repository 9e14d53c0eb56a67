/**
 * Credentials that do not change under the user: a restart on the same `--data` keeps the key
 * and the default environment, and `stableCredentials` (what `importkit-dev` runs with) gives the
 * same key and environment at every start even without `--data`; an explicit key still wins.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_API_KEY, startDevServer } from '@importkit/dev-server';
import { afterEach, describe, expect, it } from 'vitest';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe('credentials across restarts', () => {
  it('keeps the key and the environment of a --data directory', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'importkit-credentials-'));
    const first = await startDevServer({ port: 0, dataDir });
    const { apiKey, environmentId, consoleUrl } = first;
    await first.close();
    const second = await startDevServer({ port: 0, dataDir });
    try {
      expect(second.apiKey).toBe(apiKey);
      expect(second.environmentId).toBe(environmentId);
      const answer = await fetch(`${second.url}/v1/spaces`, {
        headers: { authorization: `Bearer ${apiKey}` },
      });
      expect(answer.status).toBe(200);
      // The console link carries the key in its fragment: the same link opens the new server.
      expect(new URL(second.consoleUrl).hash).toBe(new URL(consoleUrl).hash);
    } finally {
      await second.close();
    }
  });

  it('gives the same key and environment at every start with stableCredentials', async () => {
    const first = await startDevServer({ port: 0, stableCredentials: true });
    const seen = { apiKey: first.apiKey, environmentId: first.environmentId };
    await first.close();
    const second = await startDevServer({ port: 0, stableCredentials: true });
    await second.close();
    expect(first.apiKey).toBe(LOCAL_API_KEY);
    expect({ apiKey: second.apiKey, environmentId: second.environmentId }).toEqual(seen);
  });

  it('lets an explicit key win over the saved one', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'importkit-credentials-'));
    await (await startDevServer({ port: 0, dataDir })).close();
    const again = await startDevServer({ port: 0, dataDir, apiKey: 'sk_dev_mine' });
    await again.close();
    expect(again.apiKey).toBe('sk_dev_mine');
    const third = await startDevServer({ port: 0, dataDir });
    await third.close();
    expect(third.apiKey).toBe('sk_dev_mine');
  });

  it('refuses a second server on the same --data directory', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'importkit-credentials-'));
    const first = await startDevServer({ port: 0, dataDir });
    try {
      await expect(startDevServer({ port: 0, dataDir })).rejects.toThrow(
        /is in use by another dev server \(process \d+/,
      );
    } finally {
      await first.close();
    }
  });
});
