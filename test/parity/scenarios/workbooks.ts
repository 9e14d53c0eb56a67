/**
 * Scenarios of `workbooks`: create, list, read, change, rebuild and delete workbooks, and their
 * commits. Changes go to workbooks of their own.
 * @module
 */
import type { ResourceScenarios } from '../src/scenario.ts';
import { companiesSheet, contactsSheet, createWorkbook } from '../src/world.ts';

export const workbooksScenarios: ResourceScenarios<'workbooks'> = {
  list: ({ client, world }) =>
    client.workbooks.list({ spaceId: world.spaceId, includeSheets: true, includeCounts: true }),
  create: ({ client, world }) =>
    client.workbooks.create({
      name: 'Second import',
      spaceId: world.spaceId,
      environmentId: world.environmentId,
      labels: ['secondary'],
      sheets: [companiesSheet, contactsSheet],
      settings: { trackChanges: true },
    }),
  get: ({ client, world }) => client.workbooks.get(world.workbookId),
  delete: async ({ client, world, setup }) =>
    client.workbooks.delete(
      (await createWorkbook(setup, world.spaceId, world.environmentId)).workbookId,
    ),
  update: async ({ client, world, setup }) =>
    client.workbooks.update(
      (await createWorkbook(setup, world.spaceId, world.environmentId)).workbookId,
      { name: 'CRM import (checked)', labels: ['checked'], metadata: { reviewedBy: 'parity' } },
    ),
  getWorkbookCommits: ({ client, world }) =>
    client.workbooks.getWorkbookCommits(world.workbookId, { completed: true }),
  rebuildWorkbook: async ({ client, world, setup }) =>
    client.workbooks.rebuildWorkbook(
      (await createWorkbook(setup, world.spaceId, world.environmentId)).workbookId,
    ),
};
