/**
 * Scenarios of `dataClips`: a clip of a sheet's records to work on apart, and the resolutions
 * of its changes against the sheet.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import type { ResourceScenarios, Setup } from '../src/scenario.ts';
import type { World } from '../src/world.ts';

function clip(world: World, name: string): Flatfile.CreateDataClipRequest {
  return {
    name,
    description: 'Contacts to review',
    sourceSheetId: world.contactsSheetId,
    sharedLinkAccess: 'restricted',
  };
}

/** A clip of its own, through the client (which reads the new clip bare, as the server answers it). */
async function createClip(setup: Setup, world: World, name: string) {
  const { sharedLinkAccess: _optional, ...required } = clip(world, name);
  return (await setup.client.dataClips.create(required)).id;
}

/** A clip holding the world's first contact: resolutions are about the records a clip holds. */
async function clipWithContact(setup: Setup, world: World, name: string) {
  const dataClipId = await createClip(setup, world, name);
  const [recordId = 'us_rc_parity000'] = world.contactIds;
  await setup.client.dataClips.addRecordsToClip(dataClipId, { recordIds: [recordId] });
  return { dataClipId, recordId };
}

export const dataClipsScenarios: ResourceScenarios<'dataClips'> = {
  create: ({ client, world }) => client.dataClips.create(clip(world, 'Review')),
  update: async ({ client, world, setup }) =>
    client.dataClips.update(await createClip(setup, world, 'To rename'), {
      name: 'Reviewed contacts',
      status: 'active',
    }),
  delete: async ({ client, world, setup }) =>
    client.dataClips.delete(await createClip(setup, world, 'To delete')),
  get: async ({ client, world, setup }) =>
    client.dataClips.get(await createClip(setup, world, 'To read')),
  addRecordsToClip: async ({ client, world, setup }) =>
    client.dataClips.addRecordsToClip(await createClip(setup, world, 'To fill'), {
      recordIds: world.contactIds.slice(0, 2),
    }),
  list: ({ client, world }) =>
    client.dataClips.list({ spaceId: world.spaceId, sheetId: world.contactsSheetId }),
  getResolutions: async ({ client, world, setup }) =>
    client.dataClips.getResolutions(await createClip(setup, world, 'Resolutions'), {
      includeRecords: true,
      includeSummary: true,
      pageSize: 10,
      pageNumber: 1,
    }),
  getResolutionIndex: async ({ client, world, setup }) => {
    const { dataClipId, recordId } = await clipWithContact(setup, world, 'Index');
    return client.dataClips.getResolutionIndex(dataClipId, {
      id: recordId,
      filterConflicts: 'true',
    });
  },
  updateResolution: async ({ client, world, setup }) => {
    const { dataClipId, recordId } = await clipWithContact(setup, world, 'Resolve');
    return client.dataClips.updateResolution(dataClipId, {
      resolvedRecords: [
        { recordId, resolves: [{ field: 'email', type: 'resolve', resolveTo: 'clip' }] },
      ],
    });
  },
  refreshResolutions: async ({ client, world, setup }) =>
    client.dataClips.refreshResolutions(await createClip(setup, world, 'Refresh')),
};
