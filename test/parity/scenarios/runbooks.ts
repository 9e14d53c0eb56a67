/**
 * Scenarios of `runbooks`: recorded sequences of sheet transformations.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { idOrPlaceholder, type ResourceScenarios, type Setup } from '../src/scenario.ts';
import type { World } from '../src/world.ts';

const NO_APP = 'us_app_parity000';

function runbook(world: World, name: string): Flatfile.CreateRunbookRequest {
  return {
    accountId: world.accountId,
    appId: NO_APP,
    environmentId: world.environmentId,
    spaceId: world.spaceId,
    name,
    config: {
      sourceSheetIds: [world.companiesSheetId],
      destinationSheetIds: [world.contactsSheetId],
    },
    status: 'CREATED',
    type: 'SHEET_TOOL',
  };
}

/** A runbook of its own (shared with the routines' scenarios). */
export async function createRunbook(setup: Setup, world: World, name: string) {
  return idOrPlaceholder(
    async () => (await setup.client.runbooks.create(runbook(world, name))).data.id,
    'us_rb_parity000',
  );
}

export const runbooksScenarios: ResourceScenarios<'runbooks'> = {
  list: ({ client, world }) =>
    client.runbooks.list({ environmentId: world.environmentId, spaceId: world.spaceId }),
  get: async ({ client, world, setup }) =>
    client.runbooks.get(await createRunbook(setup, world, 'To read')),
  create: ({ client, world }) => client.runbooks.create(runbook(world, 'Clean contacts')),
  update: async ({ client, world, setup }) =>
    client.runbooks.update(await createRunbook(setup, world, 'To rename'), {
      name: 'Clean contacts weekly',
      status: 'WAITING',
    }),
  delete: async ({ client, world, setup }) =>
    client.runbooks.delete(await createRunbook(setup, world, 'To delete')),
};
