/**
 * Scenarios of `auth`: access tokens, API keys, SFTP credentials and personal access tokens.
 * @module
 */
import { idOrPlaceholder, type ResourceScenarios } from '../src/scenario.ts';

export const authScenarios: ResourceScenarios<'auth'> = {
  createAccessToken: ({ client }) =>
    client.auth.createAccessToken({
      type: 'apiCredentials',
      clientId: 'parity-client',
      secret: 'parity-secret',
    }),
  getApiKeys: ({ client, world }) => client.auth.getApiKeys({ environmentId: world.environmentId }),
  getPublishableKey: ({ client, world }) =>
    client.auth.getPublishableKey({ environmentId: world.environmentId }),
  createNewApiKey: ({ client, world }) =>
    client.auth.createNewApiKey({ environmentId: world.environmentId, type: 'PUBLISHABLE' }),
  deleteApiKey: async ({ client, world, setup }) => {
    const key = await idOrPlaceholder(async () => {
      const created = await setup.client.auth.createNewApiKey({
        environmentId: world.environmentId,
        type: 'SECRET',
      });
      const id = created.data[0]?.id;
      if (!id) throw new Error('parity: no API key was created');
      return id;
    }, 'us_key_parity000');
    return client.auth.deleteApiKey({ environmentId: world.environmentId, key });
  },
  refreshToken: ({ client }) => client.auth.refreshToken('parity-refresh-token'),
  getSftpCredentials: ({ client, world }) =>
    client.auth.getSftpCredentials({ spaceId: world.spaceId }),
  listPersonalAccessTokens: ({ client }) => client.auth.listPersonalAccessTokens(),
  createPersonalAccessToken: ({ client }) =>
    client.auth.createPersonalAccessToken({ name: 'parity laptop' }),
  deletePersonalAccessToken: async ({ client, setup }) => {
    const tokenId = await idOrPlaceholder(
      async () =>
        (await setup.client.auth.createPersonalAccessToken({ name: 'parity to delete' })).data
          .personalAccessToken.id,
      'us_pat_parity000',
    );
    return client.auth.deletePersonalAccessToken(tokenId);
  },
};
