/**
 * Scenarios of `files`: upload, read, update, download, clone and delete files of a space, and
 * header detection on rows.
 * @module
 */
import type { ResourceScenarios } from '../src/scenario.ts';
import { uploadFile } from '../src/world.ts';

export const filesScenarios: ResourceScenarios<'files'> = {
  list: ({ client, world }) =>
    client.files.list({ spaceId: world.spaceId, pageSize: 20, pageNumber: 1, mode: 'import' }),
  upload: ({ client, world }) =>
    client.files.upload(
      new File(['Name,Employees\nAcme,120\n'], 'companies.csv', { type: 'text/csv' }),
      {
        spaceId: world.spaceId,
        environmentId: world.environmentId,
        mode: 'import',
        // The client sends these after the file part.
        actions: [{ label: 'Review', operation: 'review' }],
        origin: 'filesystem',
      },
    ),
  get: ({ client, world }) => client.files.get(world.fileId),
  delete: async ({ client, world, setup }) =>
    client.files.delete(await uploadFile(setup, world.spaceId, world.environmentId)),
  update: async ({ client, world, setup }) =>
    client.files.update(await uploadFile(setup, world.spaceId, world.environmentId), {
      name: 'contacts-2024.csv',
    }),
  download: ({ client, world }) => client.files.download(world.fileId),
  clone: ({ client, world }) => client.files.clone(world.fileId, { prefix: 'Copy of ' }),
  detectHeader: ({ client }) =>
    client.files.detectHeader({
      options: { algorithm: 'default', rowsToSearch: 10 },
      data: [
        ['Contacts export', '', ''],
        ['First name', 'Email', 'Plan'],
        ['Ada', 'ada@example.com', 'pro'],
      ],
    }),
};
