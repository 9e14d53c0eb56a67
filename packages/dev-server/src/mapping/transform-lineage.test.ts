/**
 * Walking a transform's lineage alongside the source: each source record finds the destination
 * record paired with it, whatever order the pairs were kept in; the pairs of source records gone
 * are left over for deletion.
 * @module
 */
import { describe, expect, it } from 'vitest';
import { LineageWalk } from './transform-lineage';

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
    expect(rest.sourceIds).toEqual(['src_9', 'src_12']);
    expect(rest.destinationIds).toEqual(['dst_9', 'dst_12']);
  });

  it('puts pairs kept out of order (a run stopped half way) in order first', () => {
    const walk = new LineageWalk(pairs(['src_10', 'src_9', 'src_2', 'src_4']));
    expect(['src_2', 'src_4', 'src_9', 'src_10'].map((id) => walk.destinationOf(id))).toEqual([
      'dst_2',
      'dst_4',
      'dst_9',
      'dst_10',
    ]);
    expect(walk.unmatched().sourceIds).toEqual([]);
  });

  it('leaves every pair over when no source record is visited', () => {
    const walk = new LineageWalk(pairs(['src_1', 'src_2']));
    expect(walk.unmatched().destinationIds).toEqual(['dst_1', 'dst_2']);
  });
});
