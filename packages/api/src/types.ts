import type { components } from './generated/openapi';

type Schemas = components['schemas'];

/** A job: background work with a status, progress and an outcome. */
export type Job = Schemas['Job'];
/** What a job tells the user when it ends (message, `next` action, …). */
export type JobOutcome = Schemas['JobOutcome'];
/** A job's state. */
export type JobStatus = Schemas['JobStatus'];
/** The step the UI offers (or takes) when a job ends: one of nine variants, by `type`. */
export type JobOutcomeNext = Schemas['JobOutcomeNext'];
/** Whether an outcome's effect is triggered automatically or manually (and for whom). */
export type JobOutcomeTrigger = Schemas['JobOutcomeTrigger'];
/** A workbook: sheets and actions inside a space. */
export type Workbook = Schemas['Workbook'];
/** A sheet of a workbook, with its field configuration. */
export type Sheet = Schemas['Sheet'];
/** One record of a sheet, as the records API returns it. */
export type SheetRecord = Schemas['Record'];
/** The cells of a record, by field key. */
export type RecordData = Schemas['RecordData'];
/** One cell: its value, validity and messages. */
export type CellValue = Schemas['CellValue'];
/** A validation message on a cell or a record. */
export type ValidationMessage = Schemas['ValidationMessage'];
/** `valid`, `error`, `all` or `none`. */
export type RecordFilter = Schemas['RecordFilter'];
/** A space: the container of an import. */
export type Space = Schemas['Space'];
/** An environment (the dev server has one default environment). */
export type Environment = Schemas['Environment'];
/** An action a user can trigger (a button), forming the job name `domain:operation`. */
export type Action = Schemas['Action'];
/** The context of an event (`environmentId` always, other ids by topic). */
export type EventContext = Schemas['EventContext'];
