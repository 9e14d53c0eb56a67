/**
 * Scenarios of `agents`: deploying listener code to an environment, its versions, roles and
 * logs.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { anEventId, aRoleId } from '../src/prerequisites.ts';
import { idOrPlaceholder, type ResourceScenarios, viaClientOrApi } from '../src/scenario.ts';
import { createAgent } from '../src/world.ts';

export const agentsScenarios: ResourceScenarios<'agents'> = {
  list: ({ client, world }) => client.agents.list({ environmentId: world.environmentId }),
  create: ({ client, world }) =>
    client.agents.create({
      environmentId: world.environmentId,
      body: {
        topics: ['job:ready'],
        compiler: 'js',
        source: 'module.exports = { default: (listener) => listener.on("job:ready", () => {}) };',
        slug: 'parity-create',
      },
    }),
  get: ({ client, world }) =>
    client.agents.get(world.agentId, { environmentId: world.environmentId }),
  listVersions: ({ client, world }) => client.agents.listVersions(world.agentId),
  revert: async ({ client, world, setup }) => {
    // A redeploy under the same slug is a second version; revert goes back to the first.
    const agentId = await createAgent(setup, world.environmentId, 'parity-revert');
    await createAgent(setup, world.environmentId, 'parity-revert');
    const versionId = await idOrPlaceholder(async () => {
      const versions = await viaClientOrApi(
        async () => (await setup.client.agents.listVersions(agentId)).data,
        () => setup.api.request<Flatfile.AgentVersion[]>('GET', `/agents/${agentId}/versions`),
      );
      const oldest = versions?.at(-1);
      if (!oldest) throw new Error('parity: the agent has no versions');
      return oldest.id;
    }, 'us_agv_parity000');
    return client.agents.revert(agentId, versionId);
  },
  listAgentRoles: ({ client, world }) => client.agents.listAgentRoles(world.agentId),
  assignAgentRole: async ({ client, world, setup }) =>
    client.agents.assignAgentRole(world.agentId, {
      roleId: await aRoleId(setup),
      resourceId: world.environmentId,
    }),
  deleteAgentRole: async ({ client, world, setup }) => {
    const agentId = await createAgent(setup, world.environmentId, 'parity-role');
    const roleId = await aRoleId(setup);
    const actorRoleId = await idOrPlaceholder(
      async () =>
        (
          await setup.client.agents.assignAgentRole(agentId, {
            roleId,
            resourceId: world.environmentId,
          })
        ).data.id,
      'us_acr_parity000',
    );
    return client.agents.deleteAgentRole(agentId, actorRoleId);
  },
  getAgentLogs: ({ client, world }) =>
    client.agents.getAgentLogs(world.agentId, { environmentId: world.environmentId }),
  getAgentLog: async ({ client, world, setup }) =>
    client.agents.getAgentLog(await anEventId(setup, world), {
      environmentId: world.environmentId,
    }),
  getEnvironmentAgentLogs: ({ client, world }) =>
    client.agents.getEnvironmentAgentLogs({
      environmentId: world.environmentId,
      spaceId: world.spaceId,
      pageSize: 10,
      pageNumber: 1,
    }),
  getEnvironmentAgentExecutions: ({ client, world }) =>
    client.agents.getEnvironmentAgentExecutions({
      environmentId: world.environmentId,
      agentId: world.agentId,
      pageSize: 10,
      pageNumber: 1,
    }),
  delete: async ({ client, world, setup }) =>
    client.agents.delete(await createAgent(setup, world.environmentId, 'parity-delete'), {
      environmentId: world.environmentId,
    }),
};
