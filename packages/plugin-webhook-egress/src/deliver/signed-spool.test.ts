import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { signWebhookBody } from './signature';
import { MAX_SIGNATURE_AGE_SECONDS, spoolSigned } from './signed-spool';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

// A body of several MiB in uneven chunks, so that the spool writes it in more than one batch.
function bodyChunks(): Buffer[] {
  const chunks: Buffer[] = [];
  for (let i = 0; i < 300; i += 1)
    chunks.push(Buffer.from(`{"i":${i},"v":"${'x'.repeat(i * 97)}"},`));
  return chunks;
}

async function* yielding(chunks: Buffer[]): AsyncGenerator<Buffer> {
  for (const chunk of chunks) yield chunk;
}

async function readBack(read: () => AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of read()) parts.push(part);
  return Buffer.concat(parts);
}

describe('spoolSigned', () => {
  it('writes the body to a file and signs it in the same pass, timestamped when the spool began', async () => {
    const chunks = bodyChunks();
    const whole = Buffer.concat(chunks);
    let clock = 1_700_000_000;
    const spooled = await spoolSigned(yielding(chunks), secret, 'us_jb_1', () => clock);
    try {
      expect(spooled.body.size).toBe(whole.length);
      expect((await readBack(spooled.body.read)).equals(whole)).toBe(true);
      clock += MAX_SIGNATURE_AGE_SECONDS; // still fresh enough: the spool's signature is sent
      expect(await spooled.sign()).toEqual({
        timestamp: 1_700_000_000,
        signature: signWebhookBody({
          secret,
          id: 'us_jb_1',
          timestamp: 1_700_000_000,
          body: whole,
        }),
      });
    } finally {
      await spooled.body.dispose();
    }
  });

  it('signs again with a fresh timestamp once the signature is older than the limit', async () => {
    const chunks = bodyChunks();
    const whole = Buffer.concat(chunks);
    let clock = 1_700_000_000;
    const spooled = await spoolSigned(yielding(chunks), secret, 'us_jb_2', () => clock);
    try {
      clock += MAX_SIGNATURE_AGE_SECONDS + 1;
      const later = clock;
      expect(await spooled.sign()).toEqual({
        timestamp: later,
        signature: signWebhookBody({ secret, id: 'us_jb_2', timestamp: later, body: whole }),
      });
    } finally {
      await spooled.body.dispose();
    }
  });

  it('passes a failure of the source on; dispose deletes the file', async () => {
    async function* failing(): AsyncGenerator<Buffer> {
      yield Buffer.from('{"partial":');
      throw new Error('the API went away');
    }
    await expect(spoolSigned(failing(), secret, 'us_jb_3')).rejects.toThrow('the API went away');
    const spooled = await spoolSigned(yielding([Buffer.from('{}')]), secret, 'us_jb_4');
    const { path } = spooled.body;
    await spooled.body.dispose();
    await expect(readFile(path)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
