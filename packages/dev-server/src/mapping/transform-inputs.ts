/**
 * What a transform job (`type: workbook`, `operation: transform`) names, resolved and checked:
 * the source workbook and sheet, the destination sheet (`config.destinationSheetId`), the program
 * (`input.programId`), `input.version` and `input.keepRecordIds`. Checked when the job is created
 * (a 4xx naming what is wrong, and no job) and again when it runs (a failed job naming it, and
 * nothing written), since a sheet or program may be deleted in between.
 * @module
 */
import { badRequest } from '../http/http-error';
import { requireSheet, requireWorkbook, sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, WorkbookEntity } from '../store/entities';
import { checkRules } from './mapping-rules';
import { type ProgramEntity, requireProgram } from './program-store';

/** The transform versions the service runs. */
const VERSIONS = ['v2'];

/** The parts of a job (or a job's creation request) a transform reads. */
export interface TransformJobFields {
  source: string;
  destination?: string;
  config?: Record<string, unknown>;
  input?: Record<string, unknown>;
}

export interface TransformInputs {
  program: ProgramEntity;
  source: { workbook: WorkbookEntity; sheet: SheetEntity };
  destination: { workbook: WorkbookEntity; sheet: SheetEntity };
  keepRecordIds: boolean;
}

/** The source sheet: `config.sourceSheetId`, or the source workbook's only sheet. */
function sourceSheetOf(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheetId: unknown,
  at: string,
): SheetEntity {
  if (typeof sheetId === 'string') {
    const { sheet } = requireSheet(runtime, sheetId, `${at}.config.sourceSheetId`);
    if (sheet.workbookId !== workbook.id) {
      throw badRequest(
        `${at}.config.sourceSheetId ${sheetId} is not a sheet of the source workbook ${workbook.id}`,
        `${at}.config.sourceSheetId`,
      );
    }
    return sheet;
  }
  const sheets = sheetsOf(runtime, workbook.id);
  if (sheets.length !== 1) {
    throw badRequest(
      `${at}.config.sourceSheetId is required: the source workbook ${workbook.id} has ${sheets.length} sheets`,
      `${at}.config.sourceSheetId`,
    );
  }
  return sheets[0] as SheetEntity;
}

/**
 * Resolves and checks a transform's inputs; throws an HttpError naming what is wrong. `at` is
 * what the names are relative to (`body` for a request, `job` for a job that runs).
 */
export function resolveTransform(
  runtime: DevRuntime,
  job: TransformJobFields,
  at: string,
): TransformInputs {
  const config = job.config ?? {};
  const input = job.input ?? {};
  const sourceWorkbook = requireWorkbook(runtime, job.source, `${at}.source`);
  if (typeof config.destinationSheetId !== 'string') {
    throw badRequest(
      `${at}.config.destinationSheetId is required: the sheet the transform writes`,
      `${at}.config.destinationSheetId`,
    );
  }
  const destination = requireSheet(
    runtime,
    config.destinationSheetId,
    `${at}.config.destinationSheetId`,
  );
  if (job.destination !== undefined && destination.workbook.id !== job.destination) {
    throw badRequest(
      `${at}.config.destinationSheetId ${destination.sheet.id} is not a sheet of the destination workbook ${job.destination}`,
      `${at}.config.destinationSheetId`,
    );
  }
  const sourceSheet = sourceSheetOf(runtime, sourceWorkbook, config.sourceSheetId, at);
  if (sourceSheet.id === destination.sheet.id) {
    throw badRequest(
      `${at}.config.destinationSheetId is the source sheet ${sourceSheet.id}: a transform writes another sheet`,
      `${at}.config.destinationSheetId`,
    );
  }
  if (typeof input.programId !== 'string') {
    throw badRequest(
      `${at}.input.programId is required: the mapping program to run`,
      `${at}.input.programId`,
    );
  }
  const program = requireProgram(runtime, input.programId, `${at}.input.programId`);
  const version = input.version ?? 'v2';
  if (typeof version !== 'string' || !VERSIONS.includes(version)) {
    throw badRequest(
      `${at}.input.version ${JSON.stringify(version)} is not a transform version (versions: ${VERSIONS.join(', ')})`,
      `${at}.input.version`,
    );
  }
  if (input.keepRecordIds !== undefined && typeof input.keepRecordIds !== 'boolean') {
    throw badRequest(`${at}.input.keepRecordIds must be a boolean`, `${at}.input.keepRecordIds`);
  }
  // The program's rules must fit the sheets as they are now, not only the sides it was made for.
  const destinationKeys = new Set(destination.sheet.config.fields.map((field) => field.key));
  checkRules(
    program.rules,
    {
      sourceKeys: new Set(sourceSheet.config.fields.map((field) => field.key)),
      destinationKeys:
        destination.sheet.config.allowAdditionalFields === true
          ? new Set([...destinationKeys, ...program.destinationFields.map((field) => field.key)])
          : destinationKeys,
    },
    (index) =>
      `rule ${program.rules[index]?.id} of program ${program.id} (for source sheet ${sourceSheet.id} and destination sheet ${destination.sheet.id})`,
  );
  return {
    program,
    source: { workbook: sourceWorkbook, sheet: sourceSheet },
    destination,
    keepRecordIds: input.keepRecordIds === true,
  };
}
