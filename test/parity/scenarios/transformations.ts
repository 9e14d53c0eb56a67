/**
 * Scenarios of `transformations`: saved record transformations of an app, matched by field keys.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { idOrPlaceholder, type ResourceScenarios, type Setup } from '../src/scenario.ts';
import type { World } from '../src/world.ts';

const NO_APP = 'us_app_parity000';

function transformation(world: World): Flatfile.TransformationCreateDto {
  return {
    accountId: world.accountId,
    environmentId: world.environmentId,
    spaceId: world.spaceId,
    appId: NO_APP,
    sheetId: world.contactsSheetId,
    keys: ['email'],
    sourceKeys: ['email'],
    destinationKeys: ['email'],
    mutationCommand: 'record.set("email", String(record.get("email")).toLowerCase())',
    type: 'mutation',
  };
}

async function createTransformation(setup: Setup, world: World) {
  return idOrPlaceholder(
    async () => (await setup.client.transformations.create(transformation(world))).data.id,
    'us_tr_parity000',
  );
}

export const transformationsScenarios: ResourceScenarios<'transformations'> = {
  list: ({ client }) =>
    client.transformations.list({ appId: NO_APP, matchKeys: ['email'], page: 1 }),
  create: ({ client, world }) => client.transformations.create(transformation(world)),
  update: async ({ client, world, setup }) =>
    client.transformations.update(await createTransformation(setup, world), {
      ...transformation(world),
      mutationCommand: 'record.set("email", String(record.get("email")).trim().toLowerCase())',
    }),
  delete: async ({ client, world, setup }) =>
    client.transformations.delete(await createTransformation(setup, world)),
};
