/**
 * Scenarios of `threads`: conversation threads about a resource (a space here).
 * @module
 */
import { aThreadId } from '../src/prerequisites.ts';
import type { ResourceScenarios } from '../src/scenario.ts';

export const threadsScenarios: ResourceScenarios<'threads'> = {
  createThread: ({ client, world }) =>
    client.threads.createThread({
      resourceId: world.spaceId,
      status: 'ready',
      source: 'sidebar',
      metadata: { topic: 'missing emails' },
    }),
  getThreads: ({ client, world }) =>
    client.threads.getThreads({ environmentId: world.environmentId, resourceId: world.spaceId }),
  getThread: async ({ client, world, setup }) =>
    client.threads.getThread(await aThreadId(setup, world)),
  updateThread: async ({ client, world, setup }) =>
    client.threads.updateThread(await aThreadId(setup, world), {
      status: 'active',
      metadata: { topic: 'missing emails and plans' },
    }),
  deleteThread: async ({ client, world, setup }) =>
    client.threads.deleteThread(await aThreadId(setup, world)),
};
