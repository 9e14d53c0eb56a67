/**
 * Scenarios of `views`: saved filters and sorts of a sheet.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { type ResourceScenarios, type Setup, viaClientOrApi } from '../src/scenario.ts';
import type { World } from '../src/world.ts';

function view(world: World, name: string): Flatfile.ViewCreate {
  return {
    sheetId: world.contactsSheetId,
    name,
    config: { filter: 'valid', sortField: 'email', sortDirection: 'asc', pageSize: 50 },
  };
}

async function createView(setup: Setup, world: World, name: string) {
  const created = await viaClientOrApi(
    async () => (await setup.client.views.create(view(world, name))).data,
    () => setup.api.request<Flatfile.View>('POST', '/views', { body: view(world, name) }),
  );
  return created.id;
}

export const viewsScenarios: ResourceScenarios<'views'> = {
  list: async ({ client, world, setup }) => {
    await createView(setup, world, 'Listed');
    return client.views.list({ sheetId: world.contactsSheetId, pageSize: 10, pageNumber: 1 });
  },
  create: ({ client, world }) => client.views.create(view(world, 'Valid contacts')),
  get: async ({ client, world, setup }) => client.views.get(await createView(setup, world, 'Read')),
  update: async ({ client, world, setup }) =>
    client.views.update(await createView(setup, world, 'To rename'), {
      name: 'Contacts in error',
      config: { filter: 'error', sortField: 'email', sortDirection: 'desc' },
    }),
  delete: async ({ client, world, setup }) =>
    client.views.delete(await createView(setup, world, 'To delete')),
};
