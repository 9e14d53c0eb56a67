/**
 * Scenarios of `environments`: the account's environments, their event subscription token and
 * their guides.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import {
  idOrPlaceholder,
  type ResourceScenarios,
  type Setup,
  viaClientOrApi,
} from '../src/scenario.ts';
import type { World } from '../src/world.ts';

async function createEnvironment(setup: Setup, name: string) {
  const config: Flatfile.EnvironmentConfigCreate = { name, isProd: false };
  const environment = await viaClientOrApi(
    async () => (await setup.client.environments.create(config)).data,
    () => setup.api.request<Flatfile.Environment>('POST', '/environments', { body: config }),
  );
  return environment.id;
}

function guide(world: World, slug: string): Flatfile.GuideCreateRequest {
  return {
    title: 'Importing contacts',
    description: 'How to prepare the contacts file',
    slug,
    blocks: [{ type: 'markdown', content: 'One row per contact.' }],
    environmentId: world.environmentId,
  };
}

async function createGuide(setup: Setup, world: World, slug: string) {
  return idOrPlaceholder(
    async () =>
      (await setup.client.environments.createGuide(world.environmentId, guide(world, slug))).data
        .id,
    'us_gu_parity000',
  );
}

export const environmentsScenarios: ResourceScenarios<'environments'> = {
  list: ({ client }) => client.environments.list({ pageSize: 10, pageNumber: 1 }),
  create: ({ client }) =>
    client.environments.create({
      name: 'Staging',
      isProd: false,
      guestAuthentication: ['magic_link', 'shared_link'],
      metadata: { region: 'eu' },
    }),
  getEnvironmentEventToken: ({ client, world }) =>
    client.environments.getEnvironmentEventToken({ environmentId: world.environmentId }),
  get: ({ client, world }) => client.environments.get(world.environmentId),
  update: async ({ client, setup }) =>
    client.environments.update(await createEnvironment(setup, 'To rename'), {
      name: 'Renamed',
      metadata: { region: 'us' },
    }),
  delete: async ({ client, setup }) =>
    client.environments.delete(await createEnvironment(setup, 'To delete')),
  listGuides: ({ client, world }) => client.environments.listGuides(world.environmentId),
  getGuide: async ({ client, world, setup }) =>
    client.environments.getGuide(world.environmentId, await createGuide(setup, world, 'get')),
  updateGuide: async ({ client, world, setup }) =>
    client.environments.updateGuide(
      world.environmentId,
      await createGuide(setup, world, 'update'),
      { title: 'Importing contacts, step by step' },
    ),
  createGuide: ({ client, world }) =>
    client.environments.createGuide(world.environmentId, guide(world, 'create')),
  deleteGuide: async ({ client, world, setup }) =>
    client.environments.deleteGuide(world.environmentId, await createGuide(setup, world, 'delete')),
  getGuideVersion: async ({ client, world, setup }) =>
    client.environments.getGuideVersion(
      world.environmentId,
      await createGuide(setup, world, 'version'),
      1,
    ),
};
