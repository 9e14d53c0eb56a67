/**
 * How alike two sets of field keys are, in a way a user can work out by hand: the Jaccard index
 * of the lower-cased key sets (the keys both have divided by the keys either has).
 * @module
 */

/** The least similarity at which an instruction is offered for a sheet. */
export const INSTRUCTION_MATCH_THRESHOLD = 0.5;

/**
 * The keys of a mapping family: lower-cased, without duplicates, sorted (so the same set always
 * reads the same).
 *
 * @example
 * familyKeys(['Email', 'name', 'EMAIL']); // ['email', 'name']
 */
export function familyKeys(keys: readonly string[]): string[] {
  return [...new Set(keys.map((key) => key.toLowerCase()))].sort();
}

/**
 * The Jaccard index of two key sets, compared lower-cased: 1 for the same keys, 0 for none in
 * common (and for two empty sets).
 *
 * @example
 * keySimilarity(['a', 'b', 'c'], ['A', 'B']); // 2 / 3
 */
export function keySimilarity(left: readonly string[], right: readonly string[]): number {
  const a = new Set(familyKeys(left));
  const b = new Set(familyKeys(right));
  let shared = 0;
  for (const key of a) if (b.has(key)) shared += 1;
  const either = a.size + b.size - shared;
  return either === 0 ? 0 : shared / either;
}
