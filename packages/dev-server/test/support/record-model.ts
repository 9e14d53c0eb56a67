/**
 * A plain in-test model of one sheet's records (what the records API promises, written without
 * the store's tricks) and a seeded random source, for the randomised record integrity test.
 */

/** A seeded pseudo-random source (mulberry32), so a failing run can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    /** `count` distinct items, in random order. */
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, count);
    },
  };
}

export type Random = ReturnType<typeof seededRandom>;

export interface ModelMessage {
  type: 'error' | 'warn' | 'info';
  message: string;
}

export interface ModelCell {
  value?: string;
  valid: boolean;
  messages?: ModelMessage[];
}

export interface ModelRecord {
  id: string;
  values: Record<string, ModelCell>;
  valid: boolean;
  metadata?: Record<string, unknown>;
}

/** A cell as a request sends it. */
export interface CellInput {
  value?: string;
  messages?: ModelMessage[];
}

/** A cell as the API stores it: `valid` unless an error message; `messages` always (`[]`). */
export function storedCell(value: string | undefined, messages: ModelMessage[] | undefined) {
  const cell: ModelCell = { valid: !messages?.some((message) => message.type === 'error') };
  if (value !== undefined) cell.value = value;
  cell.messages = messages ?? [];
  return cell;
}

export interface PageQuery {
  pageSize: number;
  pageNumber: number;
  filter?: 'valid' | 'error';
  filterField?: string;
  ids?: string[];
}

/** One sheet: records in insertion order. */
export class SheetModel {
  readonly order: string[] = [];
  readonly records = new Map<string, ModelRecord>();

  /** Inserted records, in the order the API answered them. */
  insert(records: ModelRecord[]): void {
    for (const record of records) {
      this.order.push(record.id);
      this.records.set(record.id, record);
    }
  }

  /** The update rule of the README: a given value replaces the value and keeps the messages,
   * given messages replace the messages; given metadata replaces the metadata. */
  update(id: string, cells: Record<string, CellInput>, metadata?: Record<string, unknown>) {
    const record = this.records.get(id);
    if (!record) throw new Error(`model: no record ${id}`);
    const values = { ...record.values };
    for (const [key, input] of Object.entries(cells)) {
      const previous = values[key];
      values[key] = storedCell(
        'value' in input ? input.value : previous?.value,
        input.messages ?? previous?.messages,
      );
    }
    const next: ModelRecord = {
      ...record,
      values,
      valid: Object.values(values).every((cell) => cell.valid),
    };
    if (metadata !== undefined) next.metadata = metadata;
    this.records.set(id, next);
  }

  delete(ids: string[]): void {
    for (const id of ids) this.records.delete(id);
    const gone = new Set(ids);
    const kept = this.order.filter((id) => !gone.has(id));
    this.order.length = 0;
    this.order.push(...kept);
  }

  live(): ModelRecord[] {
    return this.order.map((id) => this.records.get(id) as ModelRecord);
  }

  page(query: PageQuery): ModelRecord[] {
    const wanted = query.ids ? new Set(query.ids) : undefined;
    const matching = this.live().filter((record) => {
      if (wanted && !wanted.has(record.id)) return false;
      if (query.filter === undefined) return true;
      const valid =
        query.filterField === undefined
          ? record.valid
          : record.values[query.filterField]?.valid !== false;
      return valid === (query.filter === 'valid');
    });
    const start = (query.pageNumber - 1) * query.pageSize;
    return matching.slice(start, start + query.pageSize);
  }

  counts() {
    const live = this.live();
    const valid = live.filter((record) => record.valid).length;
    const errorsByField: Record<string, number> = {};
    for (const record of live) {
      for (const [key, cell] of Object.entries(record.values)) {
        if (!cell.valid) errorsByField[key] = (errorsByField[key] ?? 0) + 1;
      }
    }
    return { total: live.length, valid, error: live.length - valid, errorsByField };
  }
}

/** JSON with sorted keys: two records are equal exactly when their canonical texts are. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
