/**
 * Unique constraints on the record write path. A duplicate puts every cell holding the shared
 * value in error (`source: unique-constraint`); changing or deleting one of the records clears the
 * others. The values are indexed per rule (see `unique-index.ts`) and kept beside the store: a
 * write moves only the values it changes, and only records whose group changed are read back.
 * An index that missed a write (one made around these paths, a snapshot restore) or whose sheet's
 * constraints changed is rebuilt from one scan on the next write, which also brings every
 * record's messages up to date.
 * @module
 */
import type { DevRuntime } from '../../runtime/runtime';
import type { SheetEntity, StoredRecord, ValidationMessage } from '../../store/entities';
import { isRecordValid } from '../rules/record-cells';
import {
  KeyGroups,
  UNIQUE_SOURCE,
  type UniqueRule,
  uniqueKey,
  uniqueMessage,
  uniqueRulesOf,
} from '../rules/unique-index';

export interface SheetUniqueState {
  /** The rules' definition as JSON text: the index is rebuilt when it changes. */
  signature: string;
  rules: UniqueRule[];
  groups: KeyGroups[];
  /** The store's write count the index agrees with. */
  seenWrites: number;
}

/** Records read back per batch when their messages may change (bounds memory on large groups). */
const READ_BACK_BATCH = 1000;
const UNIQUE_TEXT = `"${UNIQUE_SOURCE}"`;

const statesOf = (runtime: DevRuntime) => runtime.state.uniqueIndexes;

const messageText = (messages: ValidationMessage[]) =>
  messages
    .map((message) => `${message.type}\u0000${message.field}\u0000${message.message}`)
    .join('\u0001');

/** Whether one of the record's keys is shared (its cells need unique messages). */
function needsMessages(state: SheetUniqueState, record: StoredRecord): boolean {
  for (let index = 0; index < state.rules.length; index++) {
    const key = uniqueKey(state.rules[index] as UniqueRule, record);
    if (key !== undefined && (state.groups[index] as KeyGroups).size(key) >= 2) return true;
  }
  return false;
}

/** Whether a cell of the rules' fields holds a unique message (which may have to go). */
function hasUniqueMessage(state: SheetUniqueState, record: StoredRecord): boolean {
  for (const rule of state.rules) {
    for (const field of rule.fields) {
      const cell = Object.hasOwn(record.values, field) ? record.values[field] : undefined;
      if (cell?.messages?.some((message) => message.source === UNIQUE_SOURCE)) return true;
    }
  }
  return false;
}

/**
 * Sets the unique messages of a record's cells from the index (in place): the cells of the
 * rules' fields, or with `allCells` every cell (a rule was removed). Returns whether any changed.
 */
function applyMessages(state: SheetUniqueState, record: StoredRecord, allCells: boolean): boolean {
  if (!allCells && !needsMessages(state, record) && !hasUniqueMessage(state, record)) return false;
  const wanted = new Map<string, ValidationMessage[]>();
  const covered = new Set<string>();
  state.rules.forEach((rule, index) => {
    for (const field of rule.fields) covered.add(field);
    const key = uniqueKey(rule, record);
    if (key === undefined || (state.groups[index] as KeyGroups).size(key) < 2) return;
    for (const field of rule.fields) {
      const messages = wanted.get(field) ?? [];
      messages.push(uniqueMessage(rule, record, field));
      wanted.set(field, messages);
    }
  });
  const fields = allCells ? new Set([...covered, ...Object.keys(record.values)]) : covered;
  let changed = false;
  for (const field of fields) {
    const cell = Object.hasOwn(record.values, field) ? record.values[field] : undefined;
    const present = cell?.messages?.filter((message) => message.source === UNIQUE_SOURCE) ?? [];
    const want = wanted.get(field) ?? [];
    if (messageText(present) === messageText(want)) continue;
    changed = true;
    const kept = cell?.messages?.filter((message) => message.source !== UNIQUE_SOURCE) ?? [];
    const messages = [...kept, ...want];
    const next = cell ?? { valid: true };
    next.messages = messages;
    next.valid = !messages.some((message) => (message.type ?? 'error') === 'error');
    record.values[field] = next;
  }
  if (changed) record.valid = isRecordValid(record);
  return changed;
}

/** The id at the start of a record's stored text (records are stored with `id` first). */
const idOfText = (text: string) => /^\{"id":"([^"\\]*)"/.exec(text)?.[1];

/**
 * Rebuilds a sheet's index from one scan and brings every record's unique messages up to date.
 * With no rules left, it strips the messages the removed rules had set.
 */
function rebuild(runtime: DevRuntime, sheet: SheetEntity, rules: UniqueRule[], signature: string) {
  const records = runtime.store.records;
  const state: SheetUniqueState = {
    signature,
    rules,
    groups: rules.map(() => new KeyGroups()),
    seenWrites: 0,
  };
  if (rules.length > 0) {
    records.scan(
      sheet.id,
      () => true,
      (record) => {
        rules.forEach((rule, index) => {
          const key = uniqueKey(rule, record);
          if (key !== undefined) (state.groups[index] as KeyGroups).add(key, record.id);
        });
      },
    );
  }
  const shared = new Set<string>();
  for (const groups of state.groups) for (const id of groups.sharedMembers()) shared.add(id);
  records.rewrite(
    sheet.id,
    (text) => text.includes(UNIQUE_TEXT) || shared.has(idOfText(text) ?? ''),
    (record) => (applyMessages(state, record, true) ? record : undefined),
  );
  state.seenWrites = records.writeCount(sheet.id);
  return state;
}

/** The sheet's up-to-date index, rebuilt when needed; undefined when it has no unique rule. */
function freshState(runtime: DevRuntime, sheet: SheetEntity): SheetUniqueState | undefined {
  const states = statesOf(runtime);
  const rules = uniqueRulesOf(sheet);
  const known = states.get(sheet.id);
  if (rules.length === 0 && known === undefined) return undefined;
  const signature = JSON.stringify(rules);
  const writes = runtime.store.records.writeCount(sheet.id);
  if (known && known.signature === signature && known.seenWrites === writes) return known;
  if (known === undefined) {
    // Forget the indexes of sheets that are gone.
    for (const id of states.keys()) if (!runtime.store.sheets.get(id)) states.delete(id);
  }
  const state = rebuild(runtime, sheet, rules, signature);
  if (rules.length === 0) {
    states.delete(sheet.id);
    return undefined;
  }
  states.set(sheet.id, state);
  return state;
}

/**
 * Brings a sheet's unique messages up to date after its records or constraints changed outside
 * the record write paths (a snapshot restore, a field change). Writes nothing when they are.
 */
export function reconcileUniqueRules(runtime: DevRuntime, sheet: SheetEntity): void {
  if (uniqueRulesOf(sheet).length === 0 && !statesOf(runtime).has(sheet.id)) {
    // No index to compare with (none built since the server started): strip whatever unique
    // messages the records still carry from rules that are gone.
    rebuild(runtime, sheet, [], '[]');
    return;
  }
  freshState(runtime, sheet);
}

/**
 * A write of `sheet` that changed messages only (no value) leaves the index true: it is told so,
 * instead of being rebuilt on the next write. `writesBefore` is the write count before it.
 */
export function acknowledgeMessagesOnlyWrite(
  runtime: DevRuntime,
  sheet: SheetEntity,
  writesBefore: number,
): void {
  const state = statesOf(runtime).get(sheet.id);
  if (state?.seenWrites === writesBefore) {
    state.seenWrites = runtime.store.records.writeCount(sheet.id);
  }
}

/**
 * One write's view of the unique rules. Tell it every record the write changes, then `settle`
 * (it rewrites the other records whose messages changed) and, after the write, `done`.
 */
export class UniqueWrite {
  private readonly touched: Set<string>[];
  /** Records the caller still holds and writes after `settle` (their messages are set there). */
  private readonly pending = new Map<string, StoredRecord>();

  constructor(
    private readonly runtime: DevRuntime,
    private readonly sheet: SheetEntity,
    private readonly state: SheetUniqueState,
  ) {
    this.touched = state.rules.map(() => new Set());
  }

  private move(previous: StoredRecord | undefined, next: StoredRecord | undefined): void {
    const id = (next ?? previous)?.id as string;
    this.state.rules.forEach((rule, index) => {
      const before = previous && uniqueKey(rule, previous);
      const after = next && uniqueKey(rule, next);
      if (before === after) return;
      const groups = this.state.groups[index] as KeyGroups;
      const touched = this.touched[index] as Set<string>;
      if (before !== undefined) {
        groups.remove(before, id);
        touched.add(before);
      }
      if (after !== undefined) {
        groups.add(after, id);
        touched.add(after);
      }
    });
  }

  /** A record the caller will write after `settle` (`previous` undefined: a new one). */
  change(previous: StoredRecord | undefined, next: StoredRecord): void {
    this.move(previous, next);
    this.pending.set(next.id, next);
  }

  /** A record being written now (a rewrite): its messages are set at once. */
  changeNow(previous: StoredRecord, next: StoredRecord): void {
    this.move(previous, next);
    applyMessages(this.state, next, false);
  }

  /** A record being deleted. */
  remove(previous: StoredRecord): void {
    this.move(previous, undefined);
  }

  /**
   * Sets the messages of the pending records and rewrites every other record whose group
   * changed and whose messages change with it. Returns the ids of those records.
   */
  settle(): string[] {
    for (const record of this.pending.values()) applyMessages(this.state, record, false);
    const ids = new Set<string>();
    this.touched.forEach((keys, index) => {
      const groups = this.state.groups[index] as KeyGroups;
      for (const key of keys) {
        for (const id of groups.members(key)) if (!this.pending.has(id)) ids.add(id);
      }
    });
    const rewritten: string[] = [];
    const all = [...ids];
    for (let start = 0; start < all.length; start += READ_BACK_BATCH) {
      const batch = all.slice(start, start + READ_BACK_BATCH);
      const changed = this.runtime.store.records
        .get(this.sheet.id, batch)
        .filter((record): record is StoredRecord => record !== undefined)
        .filter((record) => applyMessages(this.state, record, false));
      if (changed.length === 0) continue;
      this.runtime.store.records.replace(this.sheet.id, changed);
      for (const record of changed) rewritten.push(record.id);
    }
    return rewritten;
  }

  /** After the write: the index agrees with the store again. */
  done(): void {
    this.state.seenWrites = this.runtime.store.records.writeCount(this.sheet.id);
  }
}

/** The unique rules of one write to a sheet, or undefined when the sheet has none. */
export function uniqueWrite(runtime: DevRuntime, sheet: SheetEntity): UniqueWrite | undefined {
  const state = freshState(runtime, sheet);
  return state && new UniqueWrite(runtime, sheet, state);
}

/**
 * After a rewrite pass (clear column, find and replace, bulk update): settles the unique rules and
 * returns the pass's record ids together with the other records whose messages it changed.
 */
export function settleRewrite(unique: UniqueWrite | undefined, recordIds: string[]): string[] {
  if (unique === undefined) return recordIds;
  const others = unique.settle();
  unique.done();
  if (others.length === 0) return recordIds;
  return [...new Set([...recordIds, ...others])];
}
