/**
 * Scenarios of `records`: read, insert, update, delete, find and replace, and bulk update the
 * records of a sheet, and find their positions.
 * @module
 */
import type { ResourceScenarios } from '../src/scenario.ts';
import { contactRecords, insertRecords } from '../src/world.ts';

export const recordsScenarios: ResourceScenarios<'records'> = {
  get: ({ client, world }) =>
    client.records.get(world.contactsSheetId, {
      pageSize: 10,
      pageNumber: 1,
      includeCounts: true,
      includeMessages: true,
      sortField: 'email',
      sortDirection: 'asc',
    }),
  indices: ({ client, world }) =>
    client.records.indices(world.contactsSheetId, {
      ids: world.contactIds.slice(0, 2),
      sortField: 'email',
      sortDirection: 'asc',
    }),
  update: async ({ client, world, setup }) => {
    const [recordId] = await insertRecords(setup, world.contactsSheetId, contactRecords(1, 100));
    if (!recordId) throw new Error('parity: no record was inserted');
    return client.records.update(world.contactsSheetId, [
      { id: recordId, values: { plan: { value: 'pro' }, firstName: { value: 'Ada L.' } } },
    ]);
  },
  insert: ({ client, world }) =>
    client.records.insert(world.contactsSheetId, contactRecords(2, 200)),
  delete: async ({ client, world, setup }) =>
    client.records.delete(world.contactsSheetId, {
      ids: await insertRecords(setup, world.contactsSheetId, contactRecords(2, 300)),
    }),
  findAndReplace: async ({ client, world, setup }) =>
    client.records.findAndReplace(world.contactsSheetId, {
      ids: await insertRecords(setup, world.contactsSheetId, contactRecords(2, 400)),
      fieldKey: 'plan',
      find: 'free',
      replace: 'pro',
    }),
  bulkUpdate: async ({ client, world, setup }) =>
    client.records.bulkUpdate(world.contactsSheetId, {
      ids: await insertRecords(setup, world.contactsSheetId, contactRecords(2, 500)),
      fieldUpdates: { plan: { value: 'free' } },
    }),
};
