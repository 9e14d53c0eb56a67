/**
 * Scenarios of `documents`: markdown pages of a space.
 * @module
 */
import type { ResourceScenarios } from '../src/scenario.ts';
import { createDocument } from '../src/world.ts';

export const documentsScenarios: ResourceScenarios<'documents'> = {
  list: ({ client, world }) => client.documents.list(world.spaceId),
  create: ({ client, world }) =>
    client.documents.create(world.spaceId, {
      title: 'Field guide',
      body: '## Email\nOne address per contact.',
      treatments: ['reference'],
    }),
  get: ({ client, world }) => client.documents.get(world.spaceId, world.documentId),
  update: async ({ client, world, setup }) =>
    client.documents.update(world.spaceId, await createDocument(setup, world.spaceId, 'Draft'), {
      title: 'Field guide v2',
      body: '## Email\nOne address per contact, lower case.',
    }),
  delete: async ({ client, world, setup }) =>
    client.documents.delete(world.spaceId, await createDocument(setup, world.spaceId, 'Old')),
};
