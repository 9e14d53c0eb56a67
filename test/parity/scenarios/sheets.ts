/**
 * Scenarios of `sheets`: list, read, change, duplicate, validate, lock and delete the sheets of
 * a workbook, their fields, counts, calculations, commits, cells and CSV download. Changes go to
 * a workbook of their own, so the world's sheets stay as built.
 * @module
 */
import type { ResourceScenarios, Setup } from '../src/scenario.ts';
import { contactRecords, createWorkbook, insertRecords, type World } from '../src/world.ts';

/** A fresh workbook's contacts sheet, with two records. */
async function ownContactsSheet(setup: Setup, world: World) {
  const { contactsSheetId } = await createWorkbook(setup, world.spaceId, world.environmentId);
  await insertRecords(setup, contactsSheetId, contactRecords(2));
  return contactsSheetId;
}

export const sheetsScenarios: ResourceScenarios<'sheets'> = {
  list: ({ client, world }) => client.sheets.list({ workbookId: world.workbookId }),
  get: ({ client, world }) => client.sheets.get(world.contactsSheetId),
  delete: async ({ client, world, setup }) =>
    client.sheets.delete(await ownContactsSheet(setup, world)),
  duplicateSheet: ({ client, world }) =>
    client.sheets.duplicateSheet(world.contactsSheetId, {
      name: 'Contacts (copy)',
      slug: 'contacts-copy',
    }),
  validate: ({ client, world }) => client.sheets.validate(world.contactsSheetId),
  getRecordsAsCsv: ({ client, world }) =>
    client.sheets.getRecordsAsCsv(world.contactsSheetId, {
      sortField: 'email',
      sortDirection: 'asc',
    }),
  getRecordCounts: ({ client, world }) =>
    client.sheets.getRecordCounts(world.contactsSheetId, { byField: true }),
  getCalculations: ({ client, world }) =>
    client.sheets.getCalculations(world.contactsSheetId, { byField: true }),
  addField: async ({ client, world, setup }) =>
    client.sheets.addField(await ownContactsSheet(setup, world), {
      body: { key: 'phone', type: 'string', label: 'Phone' },
    }),
  removeField: async ({ client, world, setup }) =>
    client.sheets.removeField(await ownContactsSheet(setup, world), 'firstName'),
  getSheetCommits: ({ client, world }) =>
    client.sheets.getSheetCommits(world.contactsSheetId, { completed: true }),
  lockSheet: async ({ client, world, setup }) =>
    client.sheets.lockSheet(await ownContactsSheet(setup, world)),
  unlockSheet: async ({ client, world, setup }) => {
    const sheetId = await ownContactsSheet(setup, world);
    try {
      await setup.client.sheets.lockSheet(sheetId);
    } catch {
      // Unlocking a sheet that could not be locked still shows how the operation answers.
    }
    return client.sheets.unlockSheet(sheetId);
  },
  getCellValues: ({ client, world }) =>
    client.sheets.getCellValues(world.contactsSheetId, {
      fieldKey: 'plan',
      distinct: true,
      includeCounts: true,
      sortField: 'plan',
      sortDirection: 'asc',
      pageSize: 10,
      pageNumber: 1,
    }),
  updateSheet: async ({ client, world, setup }) =>
    client.sheets.updateSheet(await ownContactsSheet(setup, world), {
      name: 'People',
      metadata: { source: 'parity' },
    }),
};
