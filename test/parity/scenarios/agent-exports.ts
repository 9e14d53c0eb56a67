/**
 * Scenarios of `agentExports`: exports of an agent's code. The client cannot create one, so the
 * single ones are asked for by a well-formed id of nothing.
 * @module
 */
import type { ResourceScenarios } from '../src/scenario.ts';

const NO_EXPORT = 'us_agx_parity000';

export const agentExportsScenarios: ResourceScenarios<'agentExports'> = {
  list: ({ client, world }) =>
    client.agentExports.list({ environmentId: world.environmentId, agentId: world.agentId }),
  get: ({ client }) => client.agentExports.get(NO_EXPORT),
  download: ({ client }) => client.agentExports.download(NO_EXPORT),
  delete: ({ client }) => client.agentExports.delete(NO_EXPORT),
};
