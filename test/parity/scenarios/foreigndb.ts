/**
 * Scenarios of `foreigndb`: a workbook backed by a restored database file.
 * @module
 */
import type { ResourceScenarios } from '../src/scenario.ts';

export const foreigndbScenarios: ResourceScenarios<'foreigndb'> = {
  restore: ({ client, world }) =>
    client.foreigndb.restore(world.workbookId, { fileId: world.fileId }),
  configureWorkbook: ({ client, world }) => client.foreigndb.configureWorkbook(world.workbookId),
  getDatabaseInfo: ({ client, world }) => client.foreigndb.getDatabaseInfo(world.workbookId),
  deleteDatabase: ({ client, world }) => client.foreigndb.deleteDatabase(world.workbookId),
  upload: ({ client, world }) =>
    client.foreigndb.upload(world.workbookId, { fileId: world.fileId }),
};
