/**
 * What the store holds: the contract's wire shapes (bodies are validated against the contract
 * before they get here, so these types describe data the contract already accepted), and the
 * record storage's own shapes.
 * @module
 */

import type { Schema } from '../contract/wire-types';

/** Free-form key/value metadata. */
export type Metadata = Schema<'Metadata'>;

export type EnvironmentEntity = Schema<'Environment'>;

export type SpaceEntity = Schema<'Space'>;

/** An action of a workbook or sheet configuration (the contract's `Action`). */
export type ActionConfig = Schema<'Action'>;

/** A field of a sheet (the contract's `Property`). */
export type FieldConfig = Schema<'Property'>;

export type SheetConfig = Schema<'SheetConfig'>;

/** A stored workbook: its sheets live in the store on their own, not inside it. */
export type WorkbookEntity = Omit<Schema<'Workbook'>, 'sheets'>;

/** A stored sheet: its record counts are computed when asked for, not stored. */
export type SheetEntity = Omit<Schema<'Sheet'>, 'recordCounts'>;

export type JobStatus = Schema<'JobStatus'>;

/**
 * A stored job: always with a mode (the server fills the default in), and a status of the state
 * table (the contract types a job's status as any string, so that clients read later ones).
 */
export type JobEntity = Omit<Schema<'Job'>, 'status'> & {
  status: JobStatus;
  mode: Schema<'JobMode'>;
};

/** An action created through the actions API. */
export type ActionEntity = Schema<'ActionResource'>;

export type ValidationMessage = Schema<'ValidationMessage'>;

/**
 * A stored cell: its value, whether it is valid, and its messages. Stored text always holds
 * `messages` (`[]` when none: the record table adds it); an object on its way in may lack it.
 */
export interface StoredCell {
  value?: unknown;
  valid: boolean;
  messages?: ValidationMessage[];
}

/** A stored record, exactly as the records API returns it. */
export interface StoredRecord {
  id: string;
  values: Record<string, StoredCell>;
  valid: boolean;
  /** The record's own messages (beside its cells'), only when it was given some. */
  messages?: ValidationMessage[];
  metadata?: Metadata;
  config?: Metadata;
}

/** Record counts of a sheet. */
export interface RecordCounts {
  total: number;
  valid: number;
  error: number;
  errorsByField: Record<string, number>;
}
