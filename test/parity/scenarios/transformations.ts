/**
 * Scenarios of `transformations`: saved record transformations of an app, matched by field keys.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { anAppId } from '../src/prerequisites.ts';
import { idOrPlaceholder, type ResourceScenarios, type Setup } from '../src/scenario.ts';
import type { World } from '../src/world.ts';

function transformation(world: World, appId: string): Flatfile.TransformationCreateDto {
  return {
    accountId: world.accountId,
    environmentId: world.environmentId,
    spaceId: world.spaceId,
    appId,
    sheetId: world.contactsSheetId,
    keys: ['email'],
    sourceKeys: ['email'],
    destinationKeys: ['email'],
    mutationCommand: 'record.set("email", String(record.get("email")).toLowerCase())',
    type: 'mutation',
  };
}

async function createTransformation(setup: Setup, world: World, appId: string) {
  return idOrPlaceholder(
    async () => (await setup.client.transformations.create(transformation(world, appId))).data.id,
    'us_tr_parity000',
  );
}

export const transformationsScenarios: ResourceScenarios<'transformations'> = {
  list: async ({ client, world, setup }) => {
    const appId = await anAppId(setup, 'parity-transformations-list');
    await createTransformation(setup, world, appId);
    return client.transformations.list({ appId, matchKeys: ['email'], page: 1 });
  },
  create: async ({ client, world, setup }) =>
    client.transformations.create(
      transformation(world, await anAppId(setup, 'parity-transformations-create')),
    ),
  update: async ({ client, world, setup }) => {
    const appId = await anAppId(setup, 'parity-transformations-update');
    return client.transformations.update(await createTransformation(setup, world, appId), {
      ...transformation(world, appId),
      mutationCommand: 'record.set("email", String(record.get("email")).trim().toLowerCase())',
    });
  },
  delete: async ({ client, world, setup }) =>
    client.transformations.delete(
      await createTransformation(
        setup,
        world,
        await anAppId(setup, 'parity-transformations-delete'),
      ),
    ),
};
