// The contract types this package uses, from @importkit/api (generated from openapi.yaml).
import type { components } from '@importkit/api';

export type {
  JobOutcome,
  RecordData,
  Sheet,
  SheetRecord,
  ValidationMessage,
  Workbook,
} from '@importkit/api';

/** One entry of `PUT /v1/sheets/{sheetId}/records`: the cells to merge into a record. */
export type RecordUpdate = components['schemas']['RecordUpdate'];
