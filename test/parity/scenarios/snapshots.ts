/**
 * Scenarios of `snapshots`: saved states of a sheet's records, their changes since, and
 * restoring them.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { type ResourceScenarios, type Setup, viaClientOrApi } from '../src/scenario.ts';
import type { World } from '../src/world.ts';

async function createSnapshot(setup: Setup, world: World, label: string) {
  const request = { sheetId: world.contactsSheetId, label };
  const snapshot = await viaClientOrApi(
    async () => (await setup.client.snapshots.createSnapshot(request)).data,
    () => setup.api.request<Flatfile.Snapshot>('POST', '/snapshots', { body: request }),
  );
  return snapshot.id;
}

export const snapshotsScenarios: ResourceScenarios<'snapshots'> = {
  createSnapshot: ({ client, world }) =>
    client.snapshots.createSnapshot({ sheetId: world.contactsSheetId, label: 'Before cleanup' }),
  listSnapshots: async ({ client, world, setup }) => {
    await createSnapshot(setup, world, 'Listed');
    return client.snapshots.listSnapshots({ sheetId: world.contactsSheetId });
  },
  getSnapshot: async ({ client, world, setup }) =>
    client.snapshots.getSnapshot(await createSnapshot(setup, world, 'Read'), {
      includeSummary: true,
    }),
  deleteSnapshot: async ({ client, world, setup }) =>
    client.snapshots.deleteSnapshot(await createSnapshot(setup, world, 'Deleted')),
  restoreSnapshot: async ({ client, world, setup }) =>
    client.snapshots.restoreSnapshot(await createSnapshot(setup, world, 'Restored'), {
      created: true,
      updated: true,
      deleted: true,
    }),
  getSnapshotRecords: async ({ client, world, setup }) =>
    client.snapshots.getSnapshotRecords(await createSnapshot(setup, world, 'Diffed'), {
      changeType: 'updatedSince',
      pageSize: 10,
      pageNumber: 1,
    }),
};
