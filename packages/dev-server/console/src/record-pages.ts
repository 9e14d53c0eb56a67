/**
 * The records behind the grid, fetched a page at a time and only for the rows in view: the grid
 * asks for a range of row indexes; once scrolling rests for a moment the missing pages of that
 * range are fetched (a request for a range scrolled past is aborted). At most `MAX_PAGES` pages
 * are kept, the least recently shown go first, so memory stays bounded on a million-row sheet.
 * @module
 */
import type { ConsoleApi, Schemas } from './api';

export type SheetRecord = Schemas['Record'];
export type RecordCounts = Schemas['RecordCounts'];

export interface RecordQuery {
  filter: 'all' | 'valid' | 'error';
  filterField?: string;
  searchValue?: string;
  searchField?: string;
}

export const PAGE_SIZE = 100;
const MAX_PAGES = 200;
const SETTLE_MS = 60;

/**
 * How many rows the query selects, when the counts tell: the whole sheet, its valid or error
 * rows, or a field's error rows. A search is counted only by reading it to its end.
 */
export function countedRows(query: RecordQuery, counts: RecordCounts): number | undefined {
  if (query.searchValue) return undefined;
  if (query.filterField) {
    if (query.filter !== 'error') return undefined;
    return counts.errorsByField?.[query.filterField] ?? 0;
  }
  if (query.filter === 'valid') return counts.valid;
  if (query.filter === 'error') return counts.error;
  return counts.total;
}

export class RecordPages {
  private readonly pages = new Map<number, SheetRecord[]>();
  private readonly inFlight = new Map<number, AbortController>();
  private wanted = { first: 1, last: 1 };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private generation = 0;
  /** Rows known to exist when the counts cannot tell (a search): grows as pages are read. */
  private discovered = 0;
  private sawLastPage = false;
  counts: RecordCounts | undefined;
  error: string | undefined;

  constructor(
    private readonly api: ConsoleApi,
    readonly sheetId: string,
    readonly query: RecordQuery,
    private readonly onChange: () => void,
  ) {
    this.fetchPage(1);
  }

  /** The number of rows the grid shows (while a search is read: what is known, plus a page). */
  get rowCount(): number {
    const counted = this.counts ? countedRows(this.query, this.counts) : undefined;
    if (counted !== undefined) return counted;
    return this.sawLastPage ? this.discovered : this.discovered + PAGE_SIZE;
  }

  /** Whether the row count is exact. */
  get rowCountKnown(): boolean {
    return (
      (this.counts !== undefined && countedRows(this.query, this.counts) !== undefined) ||
      this.sawLastPage
    );
  }

  row(index: number): SheetRecord | undefined {
    const page = this.pages.get(Math.floor(index / PAGE_SIZE) + 1);
    return page?.[index % PAGE_SIZE];
  }

  /** The grid shows rows `start`…`end`: fetch their pages once scrolling settles. */
  show(start: number, end: number): void {
    const first = Math.floor(start / PAGE_SIZE) + 1;
    const last = Math.floor(Math.max(start, end) / PAGE_SIZE) + 1;
    for (let page = first; page <= last; page += 1) this.touch(page);
    if (first === this.wanted.first && last === this.wanted.last) return;
    this.wanted = { first, last };
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fetchWanted(), SETTLE_MS);
  }

  /** Records changed on the server: read the counts and the pages in view again. */
  refresh(): void {
    this.generation += 1;
    for (const controller of this.inFlight.values()) controller.abort();
    this.inFlight.clear();
    const { first, last } = this.wanted;
    for (const page of [...this.pages.keys()]) {
      if (page < first || page > last) this.pages.delete(page);
    }
    this.sawLastPage = false;
    this.discovered = 0;
    this.fetchPage(1, true);
    for (let page = Math.max(2, first); page <= last; page += 1) this.fetchPage(page, true);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.generation += 1;
    for (const controller of this.inFlight.values()) controller.abort();
  }

  private touch(page: number) {
    const records = this.pages.get(page);
    if (!records) return;
    this.pages.delete(page);
    this.pages.set(page, records);
  }

  private fetchWanted() {
    const { first, last } = this.wanted;
    for (const [page, controller] of this.inFlight) {
      if (page < first || page > last) {
        controller.abort();
        this.inFlight.delete(page);
      }
    }
    for (let page = first; page <= last; page += 1) {
      if (!this.pages.has(page)) this.fetchPage(page);
    }
  }

  private fetchPage(pageNumber: number, again = false) {
    if (this.inFlight.has(pageNumber) || (!again && this.pages.has(pageNumber))) return;
    const controller = new AbortController();
    this.inFlight.set(pageNumber, controller);
    const generation = this.generation;
    const { filter, filterField, searchValue, searchField } = this.query;
    this.api
      .get<{ data: { records: SheetRecord[]; counts?: RecordCounts } }>(
        `/v1/sheets/${encodeURIComponent(this.sheetId)}/records`,
        {
          query: {
            pageSize: PAGE_SIZE,
            pageNumber,
            filter: filter === 'all' ? undefined : filter,
            filterField,
            searchValue,
            searchField: searchValue ? searchField : undefined,
            includeCounts: pageNumber === 1 ? true : undefined,
          },
          signal: controller.signal,
        },
      )
      .then(({ data }) => {
        if (generation !== this.generation) return;
        if (data.counts) this.counts = data.counts;
        this.pages.set(pageNumber, data.records);
        const end = (pageNumber - 1) * PAGE_SIZE + data.records.length;
        if (data.records.length < PAGE_SIZE) {
          this.sawLastPage = true;
          this.discovered = end;
        } else {
          this.discovered = Math.max(this.discovered, end);
        }
        this.error = undefined;
        this.evict();
        this.onChange();
      })
      .catch((error: Error) => {
        if (controller.signal.aborted) return;
        this.error = error.message;
        this.onChange();
      })
      .finally(() => {
        if (this.inFlight.get(pageNumber) === controller) this.inFlight.delete(pageNumber);
      });
  }

  private evict() {
    while (this.pages.size > MAX_PAGES) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) return;
      this.pages.delete(oldest);
    }
  }
}
