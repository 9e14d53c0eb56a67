/**
 * The floors of one-field rewrites over a whole sheet (find and replace, clear column), inside a
 * store holding the same records (see store-floor.ts): one walk over every record's stored text
 * with the store's `rewriteText`, a byte search for the cell, and a change only where needed. The
 * searches rely on the benchmarks' data (string values with no `{`, `}` or escapes, every cell
 * stored as `{"value":…,"valid":true,"messages":[]}`), which is what makes them the cheapest.
 * @module
 */
import type { DevStore } from '../../packages/dev-server/src/store/dev-store';
import type { StoredRecord } from '../../packages/dev-server/src/store/entities';
import type { StoredText, TextRewrite } from '../../packages/dev-server/src/store/record-table';

/**
 * A record's bytes as a string of one character per byte: the searches are for ASCII text, and
 * latin1 decodes without validating (cheaper than UTF-8), its indexes being byte offsets.
 */
const bytesOf = (text: StoredText) => text.bytes.toString('latin1', text.start, text.end);

/** The cell whose value equals `find` gets `replace`; returns how many records changed. */
export function findReplaceInStore(
  store: DevStore,
  sheetId: string,
  field: string,
  find: string,
  replace: string,
): number {
  const needle = `"${field}":{"value":${JSON.stringify(find)},`;
  let changed = 0;
  store.records.rewriteText(sheetId, (text: StoredText): TextRewrite | undefined => {
    if (!bytesOf(text).includes(needle)) return undefined;
    const record = JSON.parse(text.bytes.toString('utf8', text.start, text.end)) as StoredRecord;
    record.values[field] = { value: replace, valid: true, messages: [] };
    changed++;
    return { record };
  });
  return changed;
}

/** Every record's `field` cell spliced to an empty one; returns how many records changed. */
export function clearColumnInStore(store: DevStore, sheetId: string, field: string): number {
  const head = `"${field}":{`;
  const empty = Buffer.from('{"value":null,"valid":true,"messages":[]}');
  let changed = 0;
  store.records.rewriteText(sheetId, (text: StoredText): TextRewrite | undefined => {
    const bytes = bytesOf(text);
    const found = bytes.indexOf(head);
    if (found === -1) return undefined;
    const from = found + head.length - 1;
    const to = text.start + bytes.indexOf('}', from) + 1;
    changed++;
    const splices = [{ from: text.start + from, to, with: empty }];
    return { splices, valid: true, errorFields: undefined };
  });
  return changed;
}
