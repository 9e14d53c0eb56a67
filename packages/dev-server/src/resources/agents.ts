/**
 * Agents: a deploy with a slug already deployed in the environment is a redeploy, a new version
 * of that agent (`agent:updated`); any other deploy is a new agent (`agent:created`). Every
 * deploy and revert is a version; a revert (`GET …/versions/{id}/revert`, as the hosted API has
 * it) copies an older version into a new one. Deploying an `autobuild` template agent emits
 * `environment:autobuild-created`. Agents' topics decide where cron ticks fire (cron.ts).
 * @module
 */
import { notFound } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { defined, fieldChanges } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import { removeActorRoles } from './actor-roles';
import { exportAgentCode, removeAgentExports } from './agent-exports';
import { syncCron } from './cron';
import { findEnvironment } from './parents';
import type { ResourceEntity } from './resource-definition';
import {
  createEntity,
  deleteEntity,
  emitChange,
  requireResource,
  resourceHandlers,
} from './resource-handlers';
import { agents, storedCollection } from './resource-table';

/** The fields of a deploy (`AgentConfig`): what a version holds. */
const CONFIG_KEYS = [
  'topics',
  'compiler',
  'source',
  'sourceMap',
  'slug',
  'options',
  'template',
  'isSystem',
  'namespace',
  'templateOptions',
  'packageVersions',
  'commitInfo',
] as const;

const versionsOf = storedCollection('agent-versions');

function configOf(entity: Record<string, unknown>): Record<string, unknown> {
  return defined(Object.fromEntries(CONFIG_KEYS.map((key) => [key, entity[key]])));
}

function addVersion(runtime: DevRuntime, agent: ResourceEntity, origin?: number) {
  const now = runtime.now();
  const version = defined({
    id: runtime.nextId('us_agv_'),
    ...configOf(agent),
    agent_id: agent.id,
    version: agent.version as number,
    origin: origin ?? (agent.version as number),
    createdAt: now,
    updatedAt: now,
  });
  versionsOf(runtime).put(version);
  exportAgentCode(runtime, agent);
  return version;
}

/** Makes `config` the agent's running configuration as a new version; emits `agent:updated`. */
function runNewVersion(
  runtime: DevRuntime,
  agent: ResourceEntity,
  config: object,
  origin?: number,
) {
  const next = defined({
    id: agent.id,
    accountId: agent.accountId,
    environmentId: agent.environmentId,
    ...config,
    version: (agent.version as number) + 1,
    createdAt: agent.createdAt,
    updatedAt: runtime.now(),
  }) as ResourceEntity;
  const changes = fieldChanges(configOf(agent), configOf(next));
  agents.collection(runtime).put(next);
  emitChange(agents, runtime, next, { kind: 'updated', changes });
  const version = addVersion(runtime, next, origin);
  syncCron(runtime);
  return { agent: next, version };
}

export const agentHandlers: HandlerMap = {
  ...resourceHandlers(agents),

  createAgent: (input, runtime) => {
    const environmentId = input.query.environmentId as string;
    findEnvironment(runtime, environmentId, 'query.environmentId');
    const config = input.body as Record<string, unknown>;
    const deployed = config.slug
      ? agents
          .collection(runtime)
          .list()
          .find((agent) => agent.environmentId === environmentId && agent.slug === config.slug)
      : undefined;
    if (deployed) return { data: runNewVersion(runtime, deployed, config).agent };
    if (config.template === 'autobuild') {
      runtime.events.emit(
        'environment:autobuild-created',
        {},
        { environmentId, accountId: runtime.accountId, actorId: runtime.actorId },
      );
    }
    const agent = createEntity(agents, runtime, input, {
      accountId: runtime.accountId,
      version: 1,
    });
    addVersion(runtime, agent);
    syncCron(runtime);
    return { data: agent };
  },

  deleteAgent: ({ params }, runtime) => {
    const agent = requireResource(agents, runtime, params.agentId as string);
    deleteEntity(agents, runtime, agent);
    for (const version of versionsOf(runtime).list()) {
      if (version.agent_id === agent.id) versionsOf(runtime).delete(version.id);
    }
    removeAgentExports(runtime, agent.id);
    removeActorRoles(runtime, agent.id);
    syncCron(runtime);
    return success();
  },

  listAgentVersions: ({ params }, runtime) => {
    const agent = requireResource(agents, runtime, params.agentId as string);
    return {
      data: versionsOf(runtime)
        .list()
        .filter((version) => version.agent_id === agent.id),
    };
  },

  revertAgent: ({ params }, runtime) => {
    const agent = requireResource(agents, runtime, params.agentId as string);
    const id = params.agentVersionId as string;
    const target = versionsOf(runtime).get(id);
    if (!target || target.agent_id !== agent.id) {
      throw notFound(`Version of agent ${agent.id}`, id, 'agentVersionId');
    }
    return {
      data: runNewVersion(runtime, agent, configOf(target), target.version as number).version,
    };
  },
};
