/**
 * Walking a transform's lineage alongside the source: each source record finds the destination
 * record paired with it, whatever order the pairs were kept in; the pairs of source records gone
 * are left over for deletion.
 * @module
 */
import { describe, expect, it } from 'vitest';
import { createIdGenerator } from '../runtime/ids';
import { LineagePairs, LineageWalk } from './transform-lineage';

const pairs = (sourceIds: string[]) => ({
  sourceIds,
  destinationIds: sourceIds.map((id) => id.replace('src', 'dst')),
});

describe('LineageWalk', () => {
  it('finds the pair of each source record visited in order, leaving the others over', () => {
    const walk = new LineageWalk(pairs(['src_2', 'src_4', 'src_9', 'src_10', 'src_12']));
    // src_9 and src_12 are gone; src_3 and src_11 are new.
    expect(
      ['src_2', 'src_3', 'src_4', 'src_10', 'src_11'].map((id) => walk.destinationOf(id)),
    ).toEqual(['dst_2', undefined, 'dst_4', 'dst_10', undefined]);
    const rest = walk.unmatched();
    expect(rest.sourceIds.toArray()).toEqual(['src_9', 'src_12']);
    // The pair found last is the one kept for the next run.
    const kept = new LineagePairs();
    walk.keepFound(kept);
    expect([kept.sourceIds.toArray(), kept.destinationIds.toArray()]).toEqual([
      ['src_10'],
      ['dst_10'],
    ]);
    expect(rest.destinationIds.toArray()).toEqual(['dst_9', 'dst_12']);
  });

  it('puts pairs kept out of order (a run stopped half way) in order first', () => {
    const walk = new LineageWalk(pairs(['src_10', 'src_9', 'src_2', 'src_4']));
    expect(['src_2', 'src_4', 'src_9', 'src_10'].map((id) => walk.destinationOf(id))).toEqual([
      'dst_2',
      'dst_4',
      'dst_9',
      'dst_10',
    ]);
    expect(walk.unmatched().size).toBe(0);
  });

  it('leaves every pair over when no source record is visited', () => {
    const walk = new LineageWalk(pairs(['src_1', 'src_2']));
    expect(walk.unmatched().destinationIds.toArray()).toEqual(['dst_1', 'dst_2']);
  });

  it("walks the dev server's own ids (kept as numbers), saved as arrays and read back", () => {
    const nextId = createIdGenerator({ tag: 'ab12', counters: { us_rc_: 36 ** 6 - 5 } });
    const made = new LineagePairs();
    const sources = Array.from({ length: 12 }, () => nextId('us_rc_'));
    // Destination ids of another server (another tag), and one from elsewhere.
    const otherId = createIdGenerator({ tag: 'zz99', counters: {} });
    sources.forEach((source, index) => {
      made.add(source, index === 3 ? 'imported_7' : otherId('us_rc_'));
    });
    const saved = JSON.parse(JSON.stringify(made));
    expect(saved.sourceIds).toEqual(sources);
    for (const pairs of [made, saved]) {
      const walk = new LineageWalk(pairs);
      const asked = sources.filter((_, index) => index % 4 !== 1);
      expect(asked.map((id) => walk.destinationOf(id))).toEqual(
        asked.map((id) => made.destinationIds.at(sources.indexOf(id))),
      );
      expect(walk.unmatched().sourceIds.toArray()).toEqual(
        sources.filter((_, index) => index % 4 === 1),
      );
    }
    expect(made.destinationIds.at(3)).toBe('imported_7');
  });
});
