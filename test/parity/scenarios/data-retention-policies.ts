/**
 * Scenarios of `dataRetentionPolicies`: how long an environment keeps its spaces.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { idOrPlaceholder, type ResourceScenarios, type Setup } from '../src/scenario.ts';
import type { World } from '../src/world.ts';

function policy(world: World, period: number): Flatfile.DataRetentionPolicyConfig {
  return { type: 'lastActivity', period, environmentId: world.environmentId };
}

async function createPolicy(setup: Setup, world: World) {
  return idOrPlaceholder(
    async () => (await setup.client.dataRetentionPolicies.create(policy(world, 30))).data.id,
    'us_drp_parity000',
  );
}

export const dataRetentionPoliciesScenarios: ResourceScenarios<'dataRetentionPolicies'> = {
  list: ({ client, world }) =>
    client.dataRetentionPolicies.list({ environmentId: world.environmentId }),
  create: ({ client, world }) => client.dataRetentionPolicies.create(policy(world, 90)),
  get: async ({ client, world, setup }) =>
    client.dataRetentionPolicies.get(await createPolicy(setup, world)),
  update: async ({ client, world, setup }) =>
    client.dataRetentionPolicies.update(await createPolicy(setup, world), policy(world, 60)),
  delete: async ({ client, world, setup }) =>
    client.dataRetentionPolicies.delete(await createPolicy(setup, world)),
};
