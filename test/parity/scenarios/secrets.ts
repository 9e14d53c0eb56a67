/**
 * Scenarios of `secrets`: named secrets of an environment or space, for listeners.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { type ResourceScenarios, viaClientOrApi } from '../src/scenario.ts';

export const secretsScenarios: ResourceScenarios<'secrets'> = {
  list: ({ client, world }) => client.secrets.list({ environmentId: world.environmentId }),
  upsert: ({ client, world }) =>
    client.secrets.upsert({
      name: 'CRM_TOKEN',
      value: 'crm-token-value',
      environmentId: world.environmentId,
    }),
  delete: async ({ client, world, setup }) => {
    const secret = { name: 'OLD_TOKEN', value: 'old', environmentId: world.environmentId };
    const written = await viaClientOrApi(
      async () => (await setup.client.secrets.upsert(secret)).data,
      () => setup.api.request<Flatfile.Secret[]>('POST', '/secrets', { body: secret }),
    );
    // The client types the answer as a list; a server answering one secret still serves here.
    const secrets: Flatfile.Secret[] = Array.isArray(written)
      ? written
      : [written as unknown as Flatfile.Secret];
    const secretId = secrets.find((candidate) => candidate.name === 'OLD_TOKEN')?.id;
    if (!secretId) throw new Error('parity: the secret was not written');
    return client.secrets.delete(secretId);
  },
};
