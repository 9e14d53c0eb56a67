/**
 * Scenarios of `routines`: the steps of a runbook.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { idOrPlaceholder, type ResourceScenarios, type Setup } from '../src/scenario.ts';
import type { World } from '../src/world.ts';
import { createRunbook } from './runbooks.ts';

function routine(runbookId: string, name: string): Flatfile.CreateRoutineRequest {
  return { runbookId, name, ordinal: 1, type: 'JOB', config: { operation: 'dedupe' } };
}

async function createRoutine(setup: Setup, world: World, name: string) {
  const runbookId = await createRunbook(setup, world, `Runbook of ${name}`);
  return idOrPlaceholder(
    async () => (await setup.client.routines.create(routine(runbookId, name))).data.id,
    'us_rtn_parity000',
  );
}

export const routinesScenarios: ResourceScenarios<'routines'> = {
  list: async ({ client, world, setup }) =>
    client.routines.list({ runbookId: await createRunbook(setup, world, 'Routines') }),
  get: async ({ client, world, setup }) =>
    client.routines.get(await createRoutine(setup, world, 'To read')),
  create: async ({ client, world, setup }) =>
    client.routines.create(routine(await createRunbook(setup, world, 'New routine'), 'Dedupe')),
  update: async ({ client, world, setup }) =>
    client.routines.update(await createRoutine(setup, world, 'To rename'), {
      name: 'Dedupe by email',
      ordinal: 2,
      type: 'JOB',
    }),
  delete: async ({ client, world, setup }) =>
    client.routines.delete(await createRoutine(setup, world, 'To delete')),
};
