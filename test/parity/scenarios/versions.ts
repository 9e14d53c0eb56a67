/**
 * Scenarios of `versions`: a new version id for a sheet.
 * @module
 */
import type { ResourceScenarios } from '../src/scenario.ts';

export const versionsScenarios: ResourceScenarios<'versions'> = {
  createId: ({ client, world }) => client.versions.createId({ sheetId: world.contactsSheetId }),
};
