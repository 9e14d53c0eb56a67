/**
 * Agent exports: the code of each version of an agent, to download. Every deploy, redeploy and
 * revert (agents.ts) exports the code it runs as a `SOURCE` export; `downloadAgentExport`
 * answers its bytes as deployed. They go with their agent.
 * @module
 */
import type { HandlerMap } from '../http/operation-handler';
import { HIJACKED } from '../http/operation-handler';
import type { DevRuntime } from '../runtime/runtime';
import type { ResourceDefinition, ResourceEntity } from './resource-definition';
import { requireResource, resourceHandlers } from './resource-handlers';
import { storedCollection } from './resource-store';

export const agentExports: ResourceDefinition = {
  label: 'Agent export',
  collection: storedCollection('agent-exports'),
  idPrefix: 'us_agx_',
  idParam: 'agentExportId',
  // Made by deploys, never by a request.
  operations: { list: 'listAgentExports', get: 'getAgentExport', delete: 'deleteAgentExport' },
  filters: { environmentId: true, agentId: true },
  pagination: { defaultPageSize: 100, withPagination: true },
  serverOwned: ['id', 'createdAt', 'updatedAt'],
  // The code is downloaded, not listed.
  view: ({ source: _source, ...agentExport }) => agentExport,
};

/** Exports the code an agent now runs. */
export function exportAgentCode(runtime: DevRuntime, agent: ResourceEntity): void {
  const now = runtime.now();
  agentExports.collection(runtime).put({
    id: runtime.nextId('us_agx_'),
    agentId: agent.id,
    exportType: 'SOURCE',
    accountId: runtime.accountId,
    environmentId: agent.environmentId,
    source: typeof agent.source === 'string' ? agent.source : '',
    createdAt: now,
    updatedAt: now,
  });
}

/** Removes the exports of a deleted agent. */
export function removeAgentExports(runtime: DevRuntime, agentId: string): void {
  for (const agentExport of agentExports.collection(runtime).list()) {
    if (agentExport.agentId === agentId) agentExports.collection(runtime).delete(agentExport.id);
  }
}

export const agentExportHandlers: HandlerMap = {
  ...resourceHandlers(agentExports),

  downloadAgentExport: ({ params, reply }, runtime) => {
    const agentExport = requireResource(agentExports, runtime, params.agentExportId as string);
    const bytes = Buffer.from(String(agentExport.source), 'utf8');
    reply
      .type('application/octet-stream')
      .header('content-length', String(bytes.length))
      .header('content-disposition', `attachment; filename="${agentExport.id}.js"`);
    reply.send(bytes);
    return HIJACKED;
  },
};
