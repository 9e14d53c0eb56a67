/**
 * Agent logs and executions, from what the dev server knows: the handler runs its listener
 * reports (`importkit-dev --listener`, `POST /_dev/handler-runs`). The local listener is the
 * environment's agent, so the runs for one event are one execution: it succeeded when no handler
 * threw, it took from the first run's start to the last run's end, and its log has a line per
 * handler. A deployed agent's logs are the executions of the events it subscribes to (its
 * `topics`). Runs of events the event log no longer holds are left out (their environment is not
 * known any more).
 * @module
 */
import { notFound } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import type { HandlerRun } from '../listener-runner/handler-runs';
import type { DevEvent } from '../runtime/event-log';
import { paginate, requireEnvironment } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { ResourceEntity } from './resource-definition';
import { requireResource } from './resource-handlers';
import { agents } from './resource-table';

/** The runs reported for one event, and the event. */
interface Execution {
  event: DevEvent;
  runs: HandlerRun[];
}

/** The executions of an environment, newest first, one per event the listener handled. */
function executionsOf(runtime: DevRuntime, environmentId: string): Execution[] {
  const byEvent = new Map<string, HandlerRun[]>();
  for (const run of runtime.state.handlerRuns.list()) {
    const runs = byEvent.get(run.eventId);
    if (runs) runs.push(run);
    else byEvent.set(run.eventId, [run]);
  }
  const executions: Execution[] = [];
  for (const [eventId, runs] of byEvent) {
    const event = runtime.events.get(eventId);
    if (event?.context.environmentId === environmentId) executions.push({ event, runs });
  }
  return executions.reverse();
}

/** Whether an agent subscribes to a topic (`*` and `domain:*` patterns included). */
function subscribes(agent: ResourceEntity, topic: string): boolean {
  const topics = Array.isArray(agent.topics) ? (agent.topics as string[]) : [];
  return topics.some(
    (pattern) =>
      pattern === topic ||
      pattern === '*' ||
      (pattern.endsWith(':*') && topic.startsWith(pattern.slice(0, -1))),
  );
}

function timing(execution: Execution) {
  const { event, runs } = execution;
  if (runs.length === 0) {
    return { createdAt: event.createdAt, completedAt: event.createdAt, duration: 0 };
  }
  const start = Math.min(...runs.map((run) => Date.parse(run.startedAt)));
  const end = Math.max(...runs.map((run) => Date.parse(run.startedAt) + run.durationMs));
  return {
    createdAt: new Date(start).toISOString(),
    completedAt: new Date(end).toISOString(),
    duration: end - start,
  };
}

function logText(runs: HandlerRun[]): string {
  if (runs.length === 0) return 'No handler reported a run for this event';
  return runs
    .map((run) =>
      run.error
        ? `${run.handler}: ${run.error.name}: ${run.error.message} (${run.durationMs} ms)`
        : `${run.handler}: ok (${run.durationMs} ms)`,
    )
    .join('\n');
}

const succeeded = (runs: HandlerRun[]) => runs.every((run) => run.error === undefined);

/** The hosted `DetailedAgentLog` of an execution. */
function detailedLog(execution: Execution) {
  const { event, runs } = execution;
  return {
    eventId: event.id,
    success: succeeded(runs),
    ...timing(execution),
    topic: event.topic,
    context: event.context,
    log: logText(runs),
  };
}

/** The hosted `Execution` (a summary of one). */
function executionView(execution: Execution) {
  const { event, runs } = execution;
  return {
    eventId: event.id,
    success: succeeded(runs),
    spaceId: event.context.spaceId,
    ...timing(execution),
    topic: event.topic,
  };
}

/** One page, with the hosted `pagination`. */
function paged<T>(items: T[], query: Record<string, unknown>) {
  const pageSize = typeof query.pageSize === 'number' ? query.pageSize : 20;
  const pageNumber = typeof query.pageNumber === 'number' ? query.pageNumber : 1;
  const pagination = {
    currentPage: pageNumber,
    pageCount: Math.max(1, Math.ceil(items.length / pageSize)),
    totalCount: items.length,
  };
  return { data: paginate(items, { pageSize, pageNumber }), pagination };
}

/** The agent of the path, in the environment of the query. */
function agentIn(runtime: DevRuntime, agentId: string, environmentId: string, key: string) {
  requireEnvironment(runtime, environmentId, 'query.environmentId');
  const agent = requireResource(agents, runtime, agentId);
  if (agent.environmentId !== environmentId) throw notFound('Agent', agentId, key);
  return agent;
}

/** Keeps the executions a query's `spaceId` and `success` ask for. */
function selected(executions: Execution[], query: Record<string, unknown>) {
  return executions.filter(
    ({ event, runs }) =>
      (query.spaceId === undefined || event.context.spaceId === query.spaceId) &&
      (query.success === undefined || succeeded(runs) === query.success),
  );
}

export const agentLogHandlers: HandlerMap = {
  getAgentLogs: ({ params, query }, runtime) => {
    const environmentId = String(query.environmentId);
    const agent = agentIn(runtime, params.agentId as string, environmentId, 'agentId');
    const logs = executionsOf(runtime, environmentId)
      .filter((execution) => subscribes(agent, execution.event.topic))
      .map((execution) => ({
        id: `us_lg_${execution.event.id.slice('us_evt_'.length)}`,
        agentId: agent.id,
        ...detailedLog(execution),
      }));
    return paged(logs, query);
  },

  getAgentLog: ({ params, query }, runtime) => {
    const environmentId = String(query.environmentId);
    requireEnvironment(runtime, environmentId, 'query.environmentId');
    const eventId = params.eventId as string;
    const event = runtime.events.get(eventId);
    if (!event || event.context.environmentId !== environmentId) {
      throw notFound('Event', eventId, 'eventId');
    }
    const runs = runtime.state.handlerRuns.list(eventId);
    return { data: detailedLog({ event, runs }) };
  },

  getEnvironmentAgentLogs: ({ query }, runtime) => {
    const environmentId = String(query.environmentId);
    requireEnvironment(runtime, environmentId, 'query.environmentId');
    return paged(selected(executionsOf(runtime, environmentId), query).map(detailedLog), query);
  },

  getEnvironmentAgentExecutions: ({ query }, runtime) => {
    const environmentId = String(query.environmentId);
    requireEnvironment(runtime, environmentId, 'query.environmentId');
    let executions = selected(executionsOf(runtime, environmentId), query);
    if (query.agentId !== undefined) {
      const agent = agentIn(runtime, String(query.agentId), environmentId, 'query.agentId');
      executions = executions.filter((execution) => subscribes(agent, execution.event.topic));
    }
    return paged(executions.map(executionView), query);
  },
};
