/**
 * Data in one line: a blueprint (the `--seed` format) created through the API in a test
 * environment, records inline or from a CSV file, returning typed handles.
 * @module
 */
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import { type components, type ImportkitClient, unwrap } from '@importkit/api';
import type { Blueprint, SheetBlueprint, WorkbookBlueprint } from './blueprint';
import { readCsvRecords } from './csv-records';
import { WorkbookHandle } from './workbook-handle';

type CreateWorkbookConfig = components['schemas']['CreateWorkbookConfig'];
type SpaceConfig = components['schemas']['SpaceConfig'];

/** Where a blueprint's records files are found: relative to this directory. */
export interface BlueprintPlace {
  readonly client: ImportkitClient;
  readonly environmentId: string;
  /** The directory CSV paths are relative to. Default: the working directory. */
  readonly baseDir?: string;
}

async function recordsOf(sheet: SheetBlueprint, baseDir: string) {
  if (typeof sheet.records !== 'string') return sheet.records ?? [];
  const path = isAbsolute(sheet.records) ? sheet.records : resolve(baseDir, sheet.records);
  return readCsvRecords(path);
}

/** Creates a space for the workbook when it names none. */
async function spaceFor(place: BlueprintPlace, blueprint: WorkbookBlueprint): Promise<string> {
  if (blueprint.spaceId) return blueprint.spaceId;
  const { data } = await unwrap(
    place.client.POST('/v1/spaces', {
      body: { name: blueprint.name, environmentId: place.environmentId },
    }),
  );
  return data.id;
}

/**
 * Creates the workbook with its sheets, then each sheet's records.
 *
 * @example
 * const workbook = await createWorkbook(place, {
 *   name: 'Contacts',
 *   sheets: [{ name: 'Contacts', slug: 'contacts', fields: [{ key: 'email', type: 'string' }],
 *     records: [{ email: 'ada@example.com' }] }],
 * });
 * workbook.sheets.contacts.id;
 */
export async function createWorkbook<Slug extends string>(
  place: BlueprintPlace,
  blueprint: WorkbookBlueprint<Slug>,
): Promise<WorkbookHandle<Slug>> {
  const baseDir = place.baseDir ?? process.cwd();
  const { sheets = [], spaceId: _given, ...body } = blueprint;
  const spaceId = await spaceFor(place, blueprint);
  const sheetConfigs = sheets.map(({ records: _records, ...config }) => config);
  // The API only reads the blueprint (read-only, as `as const` makes it): passed as it is.
  const workbookBody = { ...body, spaceId, sheets: sheetConfigs } as CreateWorkbookConfig;
  const { data } = await unwrap(place.client.POST('/v1/workbooks', { body: workbookBody }));
  const handle = new WorkbookHandle<Slug>(place.client, data);
  for (const [index, sheet] of sheets.entries()) {
    const records = await recordsOf(sheet, baseDir);
    if (records.length > 0) await handle.sheetList[index]?.insert(records);
  }
  return handle;
}

/** The spaces a blueprint made, each with its workbooks. */
export interface SeededSpace {
  readonly id: string;
  readonly workbooks: readonly WorkbookHandle[];
}

/**
 * Creates everything a whole blueprint describes, in order: an object, or the path of a JSON
 * file (whose CSV paths are then relative to it), exactly the file `importkit-dev --seed` takes.
 *
 * @example
 * const [space] = await applyBlueprint(place, 'test/fixtures/seed.json');
 */
export async function applyBlueprint(
  place: BlueprintPlace,
  blueprint: Blueprint | string,
): Promise<SeededSpace[]> {
  let root = blueprint;
  let baseDir = place.baseDir;
  if (typeof root === 'string') {
    const file = resolve(root);
    root = JSON.parse(await readFile(file, 'utf8')) as Blueprint;
    baseDir = dirname(file);
  }
  const seeded: SeededSpace[] = [];
  for (const { workbooks = [], ...space } of root.spaces) {
    const { data } = await unwrap(
      place.client.POST('/v1/spaces', {
        body: { ...space, environmentId: place.environmentId } as SpaceConfig,
      }),
    );
    const made: WorkbookHandle[] = [];
    for (const workbook of workbooks) {
      made.push(await createWorkbook({ ...place, baseDir }, { ...workbook, spaceId: data.id }));
    }
    seeded.push({ id: data.id, workbooks: made });
  }
  return seeded;
}
