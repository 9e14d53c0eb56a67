/**
 * What the store holds, in the contract's wire shapes (bodies are validated against the contract
 * before they get here, so these types describe data the contract already accepted).
 * @module
 */

/** Free-form key/value metadata. */
export type Metadata = Record<string, unknown>;

export interface EnvironmentEntity {
  id: string;
  accountId: string;
  name: string;
  slug: string;
  isProd: boolean;
  metadata?: Metadata;
}

export interface SpaceEntity {
  id: string;
  environmentId: string;
  accountId: string;
  name: string;
  appId?: string;
  isAppTemplate?: boolean;
  namespace?: string;
  labels?: string[];
  metadata?: Metadata;
  primaryWorkbookId?: string;
  archivedAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** An action of a workbook or sheet configuration (the contract's `Action`). */
export interface ActionConfig {
  label: string;
  operation?: string;
  mode?: 'foreground' | 'background' | 'toolbarBlocking';
  description?: string;
  type?: string;
  [key: string]: unknown;
}

/** A field of a sheet (the contract's `Property`). */
export interface FieldConfig {
  key: string;
  type: string;
  label?: string;
  [key: string]: unknown;
}

/** The contract's `SheetConfig`. */
export interface SheetConfig {
  name: string;
  slug?: string;
  fields: FieldConfig[];
  actions?: ActionConfig[];
  readonly?: boolean;
  allowAdditionalFields?: boolean;
  [key: string]: unknown;
}

export interface WorkbookEntity {
  id: string;
  name: string;
  spaceId: string;
  environmentId: string;
  namespace?: string;
  labels?: string[];
  actions?: ActionConfig[];
  settings?: Metadata;
  metadata?: Metadata;
  treatments?: string[];
  createdAt: string;
  updatedAt: string;
}

export interface SheetEntity {
  id: string;
  workbookId: string;
  name: string;
  slug: string;
  config: SheetConfig;
  metadata?: Metadata;
  createdAt: string;
  updatedAt: string;
}

export type JobStatus =
  | 'created'
  | 'planning'
  | 'scheduled'
  | 'ready'
  | 'executing'
  | 'completed'
  | 'failed'
  | 'parts-completed'
  | 'waiting'
  | 'canceled';

export interface JobEntity {
  id: string;
  type: string;
  operation: string;
  source: string;
  destination?: string;
  config?: Metadata;
  input?: Metadata;
  trigger?: 'manual' | 'immediate';
  mode: 'foreground' | 'background' | 'toolbarBlocking' | 'hidden';
  status: JobStatus;
  progress?: number;
  info?: string;
  outcome?: Metadata;
  environmentId: string;
  spaceId?: string;
  workbookId?: string;
  sheetId?: string;
  predecessorIds?: string[];
  metadata?: Metadata;
  subject?: unknown;
  managed?: boolean;
  isPart: boolean;
  listenerId?: string;
  estimatedCompletionAt?: string;
  createdAt: string;
  updatedAt: string;
  startedAt?: string;
  finishedAt?: string;
  outcomeAcknowledgedAt?: string;
}

/** An action created through the actions API (the contract's `ActionResource`). */
export interface ActionEntity extends ActionConfig {
  id: string;
  spaceId: string;
  workbookId?: string;
  sheetId?: string;
  createdAt: string;
  updatedAt: string;
}

/** A validation message of a cell (the contract's `ValidationMessage`). */
export interface ValidationMessage {
  message: string;
  type?: 'error' | 'warn' | 'info';
  [key: string]: unknown;
}

/** A stored cell: its value, whether it is valid, and its messages (only when it has any). */
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
