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

/**
 * With plain HTTP and only the fields every server takes: the client types the create answer as
 * a bare clip, not `{ data }`, so what it hands back depends on the very shape under test.
 */
async function createClip(setup: Setup, world: World, name: string) {
  const { sharedLinkAccess: _optional, ...required } = clip(world, name);
  const created = await setup.api.request<Flatfile.DataClip>('POST', '/data-clips', {
    body: required,
  });
  return created.id;
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
    const [recordId = 'us_rc_parity000'] = world.contactIds;
    return client.dataClips.getResolutionIndex(await createClip(setup, world, 'Index'), {
      id: recordId,
      filterConflicts: 'true',
    });
  },
  updateResolution: async ({ client, world, setup }) => {
    const [recordId = 'us_rc_parity000'] = world.contactIds;
    return client.dataClips.updateResolution(await createClip(setup, world, 'Resolve'), {
      resolvedRecords: [
        { recordId, resolves: [{ field: 'email', type: 'resolve', resolveTo: 'clip' }] },
      ],
    });
  },
  refreshResolutions: async ({ client, world, setup }) =>
    client.dataClips.refreshResolutions(await createClip(setup, world, 'Refresh')),
};
