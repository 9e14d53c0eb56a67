/**
 * Scenarios of `actions`: the actions of a space, mounted on a target (here the world's
 * workbook).
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { type ResourceScenarios, type Setup, viaClientOrApi } from '../src/scenario.ts';
import type { World } from '../src/world.ts';

function exportAction(world: World, slug: string): Flatfile.ApiActionConfig {
  return {
    targetId: world.workbookId,
    slug,
    operation: slug,
    label: 'Export to CRM',
    mode: 'foreground',
    description: 'Sends the valid contacts to the CRM',
  };
}

async function createAction(setup: Setup, world: World, slug: string) {
  const body = exportAction(world, slug);
  const action = await viaClientOrApi(
    async () => (await setup.client.actions.create({ spaceId: world.spaceId, body })).data,
    () =>
      setup.api.request<Flatfile.ApiAction>('POST', '/actions', {
        body,
        query: { spaceId: world.spaceId },
      }),
  );
  return action.id;
}

export const actionsScenarios: ResourceScenarios<'actions'> = {
  create: ({ client, world }) =>
    client.actions.create({ spaceId: world.spaceId, body: exportAction(world, 'export-crm') }),
  bulkCreate: ({ client, world }) =>
    client.actions.bulkCreate({
      spaceId: world.spaceId,
      body: [exportAction(world, 'export-erp'), exportAction(world, 'export-bi')],
    }),
  getAll: ({ client, world }) => client.actions.getAll({ spaceId: world.spaceId }),
  get: async ({ client, world, setup }) =>
    client.actions.get(await createAction(setup, world, 'export-get')),
  update: async ({ client, world, setup }) =>
    client.actions.update(await createAction(setup, world, 'export-update'), {
      label: 'Export to the CRM',
      primary: true,
    }),
  delete: async ({ client, world, setup }) =>
    client.actions.delete(await createAction(setup, world, 'export-delete')),
};
