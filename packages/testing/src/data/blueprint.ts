/**
 * The blueprint format of `importkit-dev --seed`: spaces → workbooks → sheets, each level the
 * API's create body, and a sheet's `records` inline (values, or `{ value, messages }` cells) or
 * the path of a CSV/TSV file whose header row names the field keys.
 * @module
 */
import type { components } from '@importkit/api';

type Schemas = components['schemas'];

/**
 * A type whose arrays and objects are read-only all the way down, so that a blueprint written
 * `as const` is accepted as well as a plain one.
 */
export type Immutable<T> = T extends readonly (infer Item)[]
  ? readonly Immutable<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: Immutable<T[Key]> }
    : T;

/** A cell as a blueprint may give it: a bare value, or a cell with messages. */
export type CellInput = Immutable<Schemas['CellScalar'] | Schemas['CellValue']>;

/** One record of a blueprint: field key → value or cell. */
export type RecordInput = Readonly<Record<string, CellInput>>;

/** A sheet: the API's sheet config, and its records inline or a CSV/TSV path. */
export type SheetBlueprint<Slug extends string = string> = Immutable<
  Omit<Schemas['SheetConfig'], 'slug'>
> & {
  /** The sheet's handle is found by it (`workbook.sheets.contacts`). Default: from the name. */
  readonly slug?: Slug;
  /** Inline records, or a CSV/TSV file (relative to the blueprint file, or the working directory). */
  readonly records?: readonly RecordInput[] | string;
};

/** A workbook: the API's create body without `spaceId` (a space is made when none is given). */
export type WorkbookBlueprint<Slug extends string = string> = Immutable<
  Omit<Schemas['CreateWorkbookConfig'], 'spaceId' | 'sheets' | 'environmentId'>
> & {
  readonly spaceId?: string;
  readonly sheets?: readonly SheetBlueprint<Slug>[];
};

/** A space and its workbooks. */
export type SpaceBlueprint = Immutable<Omit<Schemas['SpaceConfig'], 'environmentId'>> & {
  readonly workbooks?: readonly WorkbookBlueprint[];
};

/** A whole blueprint, as `importkit-dev --seed <file>` reads it. */
export interface Blueprint {
  readonly spaces: readonly SpaceBlueprint[];
}

/**
 * A record's cells for the records API: bare values are wrapped as `{ value }`, cells pass as
 * they are (the rule `--seed` follows).
 */
export function toRecordData(row: RecordInput): Schemas['RecordData'] {
  const cells: Schemas['RecordData'] = {};
  for (const [key, value] of Object.entries(row)) {
    const isCell = typeof value === 'object' && value !== null && !Array.isArray(value);
    // The records API only reads what it is given: the read-only view is passed as it is.
    cells[key] = (isCell ? value : { value }) as Schemas['CellValue'];
  }
  return cells;
}
