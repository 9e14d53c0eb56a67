import { describe, expect, it } from 'vitest';
import { SentIds } from './sent-ids';

function add(set: SentIds, id: string): void {
  const bytes = Buffer.from(id);
  set.addBytes(bytes, 0, bytes.length);
}

describe('SentIds', () => {
  it('knows every id it was given and, practically, no other', () => {
    const sent = new SentIds();
    const ids = Array.from({ length: 50_000 }, (_, index) => `us_rc_k3x9${index.toString(36)}`);
    for (const id of ids) add(sent, id);

    expect(sent.count).toBe(50_000);
    expect(ids.every((id) => sent.mayHaveSent(id))).toBe(true);
    const others = Array.from({ length: 50_000 }, (_, index) => `us_rc_k3y9${index.toString(36)}`);
    expect(others.filter((id) => sent.mayHaveSent(id))).toEqual([]);
  });

  it('hashes the UTF-8 bytes of the id, as the records scanner hands them over', () => {
    const sent = new SentIds();
    const bytes = Buffer.from('[{"id":"r✓1"}]');
    const start = bytes.indexOf('r');
    add(sent, 'other');
    sent.addBytes(bytes, start, bytes.indexOf('"', start));

    expect(sent.mayHaveSent('r✓1')).toBe(true);
    expect(sent.mayHaveSent('r✓')).toBe(false);
  });

  it('may have sent any id once a record id could not be read', () => {
    const sent = new SentIds();
    add(sent, 'r1');
    sent.addUnreadable();

    expect(sent.mayHaveSent('r2')).toBe(true);
  });
});
