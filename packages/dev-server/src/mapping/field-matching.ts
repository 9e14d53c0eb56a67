/**
 * The mapping the service suggests when it is given none: a source field goes to the destination
 * field whose key or label is the same once lower-cased and stripped of spaces, `_` and `-`
 * (`First Name` → `firstName`, `e-mail` → `email`). A rule a user can predict, rather than a
 * guess; each destination field takes the first source field that matches it.
 * @module
 */
import type { RuleInput } from './mapping-rules';

/** A field of a sheet, as far as matching needs it. */
export interface NamedField {
  key: string;
  label?: string;
}

/** `First Name` → `firstname`. */
export const matchingName = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** The pairs of source and destination fields whose key or label match, in source order. */
export function matchFields(
  sourceFields: NamedField[],
  destinationFields: NamedField[],
): { source: NamedField; destination: NamedField }[] {
  const byName = new Map<string, NamedField>();
  for (const field of destinationFields) {
    for (const name of [field.key, field.label]) {
      if (name === undefined) continue;
      const normalized = matchingName(name);
      if (normalized !== '' && !byName.has(normalized)) byName.set(normalized, field);
    }
  }
  const taken = new Set<string>();
  const pairs: { source: NamedField; destination: NamedField }[] = [];
  for (const source of sourceFields) {
    const destination = [source.key, source.label]
      .filter((name): name is string => name !== undefined)
      .map((name) => byName.get(matchingName(name)))
      .find((candidate) => candidate !== undefined && !taken.has(candidate.key));
    if (!destination) continue;
    taken.add(destination.key);
    pairs.push({ source, destination });
  }
  return pairs;
}

/** The `assign` rules of {@link matchFields}, each with `confidence: 1`. */
export function suggestedRules(
  sourceFields: NamedField[],
  destinationFields: NamedField[],
): (RuleInput & { confidence: number })[] {
  return matchFields(sourceFields, destinationFields).map(({ source, destination }) => ({
    name: `${source.key} → ${destination.key}`,
    type: 'assign',
    config: { sourceField: source.key, destinationField: destination.key },
    confidence: 1,
  }));
}
