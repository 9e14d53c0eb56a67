/**
 * Scenarios of `events`: the event log of an environment, custom events and their
 * acknowledgement, and the subscription token.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { anEventId } from '../src/prerequisites.ts';
import type { ResourceScenarios } from '../src/scenario.ts';
import type { World } from '../src/world.ts';

function customEvent(world: World): Flatfile.CreateEventConfig {
  return {
    topic: 'job:ready',
    domain: 'job',
    context: {
      accountId: world.accountId,
      environmentId: world.environmentId,
      spaceId: world.spaceId,
      workbookId: world.workbookId,
      jobId: world.jobId,
    },
    // The whole payload of a `job:ready` (the catalog's job payload): the dev server refuses an
    // event its own readers would refuse.
    payload: {
      domain: 'workbook',
      operation: 'parity-check',
      job: 'workbook:parity-check',
      status: 'ready',
      isPart: false,
    },
  };
}

export const eventsScenarios: ResourceScenarios<'events'> = {
  list: ({ client, world }) =>
    client.events.list({
      environmentId: world.environmentId,
      spaceId: world.spaceId,
      domain: 'workbook',
      pageSize: 20,
      pageNumber: 1,
    }),
  create: ({ client, world }) => client.events.create(customEvent(world)),
  get: async ({ client, world, setup }) => client.events.get(await anEventId(setup, world)),
  ack: async ({ client, world, setup }) => client.events.ack(await anEventId(setup, world)),
  getEventToken: ({ client, world }) => client.events.getEventToken({ spaceId: world.spaceId }),
};
