/**
 * Scenarios of `agentExports`: exports of an agent's code. The client cannot create one: every
 * deploy of an agent exports its code, so each scenario deploys an agent of its own first.
 * @module
 */
import { anAgentExportId } from '../src/prerequisites.ts';
import type { ResourceScenarios } from '../src/scenario.ts';

export const agentExportsScenarios: ResourceScenarios<'agentExports'> = {
  list: ({ client, world }) =>
    client.agentExports.list({ environmentId: world.environmentId, agentId: world.agentId }),
  get: async ({ client, world, setup }) =>
    client.agentExports.get(await anAgentExportId(setup, world, 'parity-export-get')),
  download: async ({ client, world, setup }) =>
    client.agentExports.download(await anAgentExportId(setup, world, 'parity-export-download')),
  delete: async ({ client, world, setup }) =>
    client.agentExports.delete(await anAgentExportId(setup, world, 'parity-export-delete')),
};
