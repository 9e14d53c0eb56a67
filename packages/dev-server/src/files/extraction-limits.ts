/**
 * What extracting one file may cost, each bound a clear failure of that file's extraction (the
 * message names the bound) instead of a server that runs out of memory or stops answering. The
 * server's `extractionLimits` option sets them (tests set them low); these are the defaults.
 * @module
 */

/** The bounds of one file's extraction. */
export interface ExtractionLimits {
  /** The fields one row of a CSV or TSV file may have (empty ones count: `,,,,`). */
  maxFieldsPerRow: number;
  /** The characters one row of a CSV or TSV file may have (a quote never closed, a huge cell). */
  maxRowCharacters: number;
  /** The columns one sheet may have: a header this wide, or a worksheet cell this far right. */
  maxColumns: number;
  /** The bytes all parts of one `.xlsx` file may inflate to. */
  maxInflatedBytes: number;
  /** The memory the shared strings of one `.xlsx` file may take (held while its sheets are read). */
  maxSharedStringBytes: number;
  /** The heap of the thread that parses a large CSV or TSV file; past it, that file fails. */
  parseWorkerHeapBytes: number;
}

const MIB = 1024 * 1024;

/** The bounds unless the server is given others. */
export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  maxFieldsPerRow: 100_000,
  maxRowCharacters: 16 * MIB,
  maxColumns: 2000,
  maxInflatedBytes: 4 * 1024 * MIB,
  maxSharedStringBytes: 512 * MIB,
  parseWorkerHeapBytes: 1024 * MIB,
};

/** The names of the bounds, for the options check. */
export const EXTRACTION_LIMIT_NAMES = Object.keys(
  DEFAULT_EXTRACTION_LIMITS,
) as (keyof ExtractionLimits)[];

/** A file that passes one of the bounds; the message names it. */
export class ExtractionLimitError extends Error {
  override readonly name = 'ExtractionLimitError';
}

/** `512 MiB`, `3 KiB`, `12 bytes`: a bound as a user reads it. */
export function formatBytes(bytes: number): string {
  for (const [unit, size] of [
    ['GiB', 1024 * MIB],
    ['MiB', MIB],
    ['KiB', 1024],
  ] as const) {
    if (bytes >= size) {
      const count = bytes / size;
      return `${Number.isInteger(count) ? count : count.toFixed(1)} ${unit}`;
    }
  }
  return `${bytes} bytes`;
}
