/**
 * Scenarios of `canvasAreas`: the areas of a space's canvas. The client has no canvases
 * resource, so the canvas is created with plain HTTP.
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

async function createCanvas(setup: Setup, world: World) {
  return idOrPlaceholder(
    async () =>
      (
        await setup.api.request<{ id: string }>('POST', '/canvases', {
          body: { spaceId: world.spaceId, name: 'Import steps' },
        })
      ).id,
    'us_cv_parity000',
  );
}

function area(canvasId: string): Flatfile.CreateCanvasAreaRequest {
  return { canvasId, type: 'sheet', position: 'middle', visibility: 'visible' };
}

async function createArea(setup: Setup, world: World) {
  const canvasId = await createCanvas(setup, world);
  const created = await viaClientOrApi(
    async () => (await setup.client.canvasAreas.create(area(canvasId))).data,
    () => setup.api.request<Flatfile.CanvasArea>('POST', '/canvas-areas', { body: area(canvasId) }),
  );
  return { canvasId, areaId: created.id };
}

export const canvasAreasScenarios: ResourceScenarios<'canvasAreas'> = {
  list: async ({ client, world, setup }) => {
    const { canvasId } = await createArea(setup, world);
    return client.canvasAreas.list({ canvasId, pageSize: 10, pageNumber: 1 });
  },
  create: async ({ client, world, setup }) =>
    client.canvasAreas.create({
      ...area(await createCanvas(setup, world)),
      config: { sheetSlug: 'contacts' },
    }),
  get: async ({ client, world, setup }) =>
    client.canvasAreas.get((await createArea(setup, world)).areaId),
  update: async ({ client, world, setup }) =>
    client.canvasAreas.update((await createArea(setup, world)).areaId, {
      position: 'left',
      visibility: 'hidden',
    }),
  delete: async ({ client, world, setup }) =>
    client.canvasAreas.delete((await createArea(setup, world)).areaId),
};
