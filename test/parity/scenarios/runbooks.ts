/**
 * Scenarios of `runbooks`: recorded sequences of sheet transformations.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { anAppId } from '../src/prerequisites.ts';
import { idOrPlaceholder, type ResourceScenarios, type Setup } from '../src/scenario.ts';
import type { World } from '../src/world.ts';

function runbook(world: World, appId: string, name: string): Flatfile.CreateRunbookRequest {
  return {
    accountId: world.accountId,
    appId,
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
  return idOrPlaceholder(async () => {
    const appId = await anAppId(setup, `parity-runbook-${name.toLowerCase().replace(/\W+/g, '-')}`);
    return (await setup.client.runbooks.create(runbook(world, appId, name))).data.id;
  }, 'us_rb_parity000');
}

export const runbooksScenarios: ResourceScenarios<'runbooks'> = {
  list: ({ client, world }) =>
    client.runbooks.list({ environmentId: world.environmentId, spaceId: world.spaceId }),
  get: async ({ client, world, setup }) =>
    client.runbooks.get(await createRunbook(setup, world, 'To read')),
  create: async ({ client, world, setup }) =>
    client.runbooks.create(
      runbook(world, await anAppId(setup, 'parity-runbook-create'), 'Clean contacts'),
    ),
  update: async ({ client, world, setup }) =>
    client.runbooks.update(await createRunbook(setup, world, 'To rename'), {
      name: 'Clean contacts weekly',
      status: 'WAITING',
    }),
  delete: async ({ client, world, setup }) =>
    client.runbooks.delete(await createRunbook(setup, world, 'To delete')),
};
