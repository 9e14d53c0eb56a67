/**
 * Scenarios of `spaces`: create, read, change, archive and delete spaces, their guidance and
 * drafts. Changes go to spaces of their own.
 * @module
 */
import { idOrPlaceholder, type ResourceScenarios, type Setup } from '../src/scenario.ts';
import { createSpace, type World } from '../src/world.ts';

async function ownSpace(setup: Setup, world: World, name: string) {
  return createSpace(setup, world.environmentId, name);
}

const GUIDANCE = {
  target: 'sheet-toolbar',
  trigger: 'first',
  type: 'tooltip',
  role: 'guest',
} as const;

async function spaceWithGuidance(setup: Setup, world: World) {
  const spaceId = await ownSpace(setup, world, 'Guided');
  const guidanceId = await idOrPlaceholder(
    async () =>
      (
        await setup.client.spaces.createGuidance(spaceId, {
          guideSlug: 'importing-contacts',
          options: GUIDANCE,
        })
      ).id,
    'us_gd_parity000',
  );
  return { spaceId, guidanceId };
}

async function spaceWithDraft(setup: Setup, world: World) {
  const spaceId = await ownSpace(setup, world, 'Drafted');
  const draftSpaceId = await idOrPlaceholder(
    async () => (await setup.client.spaces.createDraft(spaceId)).data.draftSpaceId,
    'us_sp_parity000',
  );
  return { spaceId, draftSpaceId };
}

export const spacesScenarios: ResourceScenarios<'spaces'> = {
  list: ({ client, world }) =>
    client.spaces.list({
      environmentId: world.environmentId,
      pageSize: 10,
      pageNumber: 1,
      sortField: 'createdAt',
      sortDirection: 'asc',
    }),
  create: ({ client, world }) =>
    client.spaces.create({
      name: 'Customer onboarding',
      environmentId: world.environmentId,
      metadata: { customer: 'Acme' },
      labels: ['onboarding'],
    }),
  get: ({ client, world }) => client.spaces.get(world.spaceId),
  delete: async ({ client, world, setup }) =>
    client.spaces.delete(await ownSpace(setup, world, 'To delete')),
  bulkDelete: async ({ client, world, setup }) =>
    client.spaces.bulkDelete({
      spaceIds: [await ownSpace(setup, world, 'Old 1'), await ownSpace(setup, world, 'Old 2')],
    }),
  update: async ({ client, world, setup }) =>
    client.spaces.update(await ownSpace(setup, world, 'To rename'), {
      name: 'Renamed space',
      metadata: { customer: 'Globex' },
    }),
  archiveSpace: async ({ client, world, setup }) =>
    client.spaces.archiveSpace(await ownSpace(setup, world, 'To archive')),
  unarchiveSpace: async ({ client, world, setup }) => {
    const spaceId = await ownSpace(setup, world, 'To unarchive');
    try {
      await setup.client.spaces.archiveSpace(spaceId);
    } catch {
      // Unarchiving a space that could not be archived still shows how the operation answers.
    }
    return client.spaces.unarchiveSpace(spaceId);
  },
  upgrade: async ({ client, world, setup }) =>
    client.spaces.upgrade(await ownSpace(setup, world, 'To upgrade'), {
      id: 'us_sc_parity000',
    }),
  createGuidance: async ({ client, world, setup }) =>
    client.spaces.createGuidance(await ownSpace(setup, world, 'Guidance'), {
      guideSlug: 'importing-contacts',
      options: GUIDANCE,
    }),
  listGuidance: async ({ client, world, setup }) =>
    client.spaces.listGuidance((await spaceWithGuidance(setup, world)).spaceId, {
      includeGuide: true,
    }),
  getGuidance: async ({ client, world, setup }) => {
    const { spaceId, guidanceId } = await spaceWithGuidance(setup, world);
    return client.spaces.getGuidance(spaceId, guidanceId, { includeGuide: true });
  },
  updateGuidance: async ({ client, world, setup }) => {
    const { spaceId, guidanceId } = await spaceWithGuidance(setup, world);
    return client.spaces.updateGuidance(spaceId, guidanceId, {
      options: { ...GUIDANCE, trigger: 'manual' },
    });
  },
  deleteGuidance: async ({ client, world, setup }) => {
    const { spaceId, guidanceId } = await spaceWithGuidance(setup, world);
    return client.spaces.deleteGuidance(spaceId, guidanceId);
  },
  createDraft: async ({ client, world, setup }) =>
    client.spaces.createDraft(await ownSpace(setup, world, 'Draft source')),
  listSpaceDrafts: async ({ client, world, setup }) =>
    client.spaces.listSpaceDrafts((await spaceWithDraft(setup, world)).spaceId),
  getSpaceDraft: async ({ client, world, setup }) => {
    const { spaceId, draftSpaceId } = await spaceWithDraft(setup, world);
    return client.spaces.getSpaceDraft(spaceId, draftSpaceId);
  },
  mergeDraft: async ({ client, world, setup }) => {
    const { spaceId, draftSpaceId } = await spaceWithDraft(setup, world);
    return client.spaces.mergeDraft(spaceId, draftSpaceId);
  },
};
