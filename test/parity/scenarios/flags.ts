/**
 * Scenarios of `flags`: coloured flags on a workbook's records. The client's paths for flags
 * carry their own `/v1`, so they reach `/v1/v1/…` from a base URL that ends in `/v1`.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import type { ResourceScenarios, Setup } from '../src/scenario.ts';

const REVIEW: Flatfile.CreateFlagRequest = {
  slug: 'review',
  label: 'To review',
  colorHex: '#f5a623',
};

/** Tries to create the flag the scenario works on; a refusal leaves the call to show it. */
async function createFlag(setup: Setup, workbookId: string, slug: string) {
  try {
    await setup.client.flags.create(workbookId, { ...REVIEW, slug });
  } catch {
    // The operation under test answers for itself.
  }
  return slug;
}

export const flagsScenarios: ResourceScenarios<'flags'> = {
  create: ({ client, world }) => client.flags.create(world.workbookId, REVIEW),
  list: ({ client, world }) => client.flags.list(world.workbookId),
  get: async ({ client, world, setup }) =>
    client.flags.get(world.workbookId, await createFlag(setup, world.workbookId, 'get')),
  update: async ({ client, world, setup }) =>
    client.flags.update(world.workbookId, await createFlag(setup, world.workbookId, 'update'), {
      label: 'Needs a second look',
      colorHex: '#d0021b',
    }),
  delete: async ({ client, world, setup }) =>
    client.flags.delete(world.workbookId, await createFlag(setup, world.workbookId, 'delete')),
  bulkMutate: async ({ client, world, setup }) =>
    client.flags.bulkMutate(world.workbookId, {
      operation: 'apply',
      slug: await createFlag(setup, world.workbookId, 'bulk'),
      ids: world.contactIds,
    }),
};
