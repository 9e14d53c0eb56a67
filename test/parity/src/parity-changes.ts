/**
 * What changed between the committed PARITY.md and a fresh run, operation by operation, so a
 * failing parity test says which operations moved (`spaces.get: works → fails (…)`) rather than
 * only that two long files differ.
 * @module
 */

interface Row {
  result: string;
  reason: string;
}

/** The operation rows of a rendered PARITY.md, by client method. */
function rowsOf(markdown: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const line of markdown.split('\n')) {
    const match = /^\| `([\w.]+)` \| `[^`]+` \| ([a-z ]+) \| (.*) \|$/.exec(line);
    if (match?.[1] && match[2]) rows.set(match[1], { result: match[2], reason: match[3] ?? '' });
  }
  return rows;
}

function describe(row: Row): string {
  return row.reason ? `${row.result} (${row.reason})` : row.result;
}

/** One line per operation whose row differs, was added or was removed. */
export function parityChanges(committed: string, fresh: string): string[] {
  const before = rowsOf(committed);
  const after = rowsOf(fresh);
  const changes: string[] = [];
  for (const [name, row] of after) {
    const old = before.get(name);
    if (!old) changes.push(`${name}: new, ${describe(row)}`);
    else if (old.result !== row.result || old.reason !== row.reason) {
      changes.push(`${name}: ${describe(old)} → ${describe(row)}`);
    }
  }
  for (const [name, row] of before) {
    if (!after.has(name)) changes.push(`${name}: gone (was ${describe(row)})`);
  }
  if (changes.length === 0 && committed !== fresh) {
    changes.push('no operation changed, but the text around the tables did');
  }
  return changes;
}
