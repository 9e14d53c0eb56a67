/**
 * How every benchmark prints a path against its floor, so they all read alike: our figure, the
 * floor's, the ratio (ours ÷ floor as a cost: 1.00x is as cheap as the floor, 2.00x twice its
 * time), peak RSS of both sides beside it, the load average when the row was measured, and one
 * line saying what the floor is (and, when true, that it uses our own code on both sides).
 * @module
 */
import { loadavg } from 'node:os';

const MiB = 1024 * 1024;

/** One path of a benchmark, measured against its floor in the same run. */
export interface FloorRow {
  /** What was measured, e.g. `insert over HTTP, 100 POSTs`. */
  path: string;
  /** Our time and the floor's, in milliseconds (per `per` when given, else for the whole path). */
  oursMs: number;
  floorMs: number;
  /** The figures are per one of these (`event`, `job`), printed as µs or ms per it. */
  per?: string;
  /** With `count`, a rate is printed beside each time (`count` ÷ time, in `countUnit`/s). */
  count?: number;
  countUnit?: string;
  /** Peak RSS (or its rise, see `rssKind`) of our side and of the floor's side, in bytes. */
  oursRss?: number;
  floorRss?: number;
  /**
   * What the RSS figures are: the peak of the processes doing the work (default), its rise
   * during the work, or the RSS when the work was done.
   */
  rssKind?: 'peak' | 'rise' | 'now';
  /** One line: what the floor is. */
  floor: string;
  /** The floor runs our own code too (say which, or `true`): printed after the floor's line. */
  ownCode?: string | true;
  /**
   * A second line beside a floor, not the floor itself (extraction against csv-parse alone):
   * printed as `reference` where a floor row says `floor`.
   */
  reference?: boolean;
  /** The 1-minute load average when the row was measured (default: now). */
  load?: number;
}

/** The 1-minute load average now: take it right after a measurement, print it beside it. */
export const loadNow = (): number => loadavg()[0] ?? 0;

/** A duration for people: µs under a millisecond, ms under ten seconds, then s. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return String(ms);
  if (ms < 1) return `${(ms * 1000).toFixed(2)} µs`;
  if (ms < 10_000) return `${ms.toFixed(ms < 100 ? 1 : 0)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

export const formatMiB = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;

const formatRate = (count: number, ms: number, unit: string) =>
  `${Math.round(count / (ms / 1000)).toLocaleString('en-US')} ${unit}/s`;

/** The row as two lines of text (figures, then the floor's description). */
export function formatFloorRow(row: FloorRow): string {
  const per = row.per ? `/${row.per}` : '';
  const figure = (ms: number) =>
    `${formatDuration(ms)}${per}${row.count ? ` (${formatRate(row.count, ms, row.countUnit ?? 'items')})` : ''}`;
  const kind = row.reference ? 'reference' : 'floor';
  const ratio = `${(row.oursMs / row.floorMs).toFixed(2)}x the ${kind}`;
  const rssLabel = { peak: 'peak RSS', rise: 'RSS rise', now: 'RSS' }[row.rssKind ?? 'peak'];
  const rss =
    row.oursRss === undefined && row.floorRss === undefined
      ? `${rssLabel} not measured`
      : `${rssLabel} ${row.oursRss === undefined ? '—' : formatMiB(row.oursRss)} vs ${row.floorRss === undefined ? '—' : formatMiB(row.floorRss)}`;
  const ownCode =
    row.ownCode === undefined
      ? ''
      : ` — uses our own code on both sides${row.ownCode === true ? '' : ` (${row.ownCode})`}`;
  return [
    `  ${row.path}: ours ${figure(row.oursMs)}, ${kind} ${figure(row.floorMs)}, ${ratio}; ${rss}; load ${(row.load ?? loadNow()).toFixed(2)}`,
    `    ${kind}: ${row.floor}${ownCode}`,
  ].join('\n');
}

export function printFloorRow(row: FloorRow): void {
  console.log(formatFloorRow(row));
}

/** The first line of a benchmark's output: what runs, on which Node, at which load. */
export function printBenchHeader(title: string): void {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  console.log(`${title}\n  Node ${process.version}; load average ${one} ${five} ${fifteen}`);
}
