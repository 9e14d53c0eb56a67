/**
 * What a server holds, counted: printed by `importkit-dev` after `--data` or `--seed` loaded
 * something, so a person sees at once whether they got the state they expected.
 * @module
 */
import type { DevRuntime } from '../runtime/runtime';

/** Counts of what a server holds. */
export interface StateSummary {
  spaces: number;
  workbooks: number;
  sheets: number;
  records: number;
  jobs: number;
}

/** Counts what the runtime holds now. */
export function summarizeState(runtime: DevRuntime): StateSummary {
  const { store } = runtime;
  const sheets = store.sheets.list();
  let records = 0;
  for (const sheet of sheets) records += store.records.counts(sheet.id).total;
  return {
    spaces: store.spaces.list().length,
    workbooks: store.workbooks.list().length,
    sheets: sheets.length,
    records,
    jobs: store.jobs.list().length,
  };
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * A summary in words.
 *
 * @example
 * describeState({ spaces: 1, workbooks: 1, sheets: 2, records: 10006, jobs: 0 });
 * // '1 space, 1 workbook, 2 sheets, 10,006 records, 0 jobs'
 */
export function describeState(summary: StateSummary): string {
  return [
    plural(summary.spaces, 'space'),
    plural(summary.workbooks, 'workbook'),
    plural(summary.sheets, 'sheet'),
    plural(summary.records, 'record'),
    plural(summary.jobs, 'job'),
  ].join(', ');
}
