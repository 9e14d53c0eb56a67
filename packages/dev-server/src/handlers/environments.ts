/**
 * Environments: the dev server has one default environment, created at start.
 * @module
 */
import type { HandlerMap } from '../app/operation-handler';
import { paginate, requireEnvironment } from './lookups';

export const environmentHandlers: HandlerMap = {
  listEnvironments: ({ query }, runtime) => ({
    data: paginate(runtime.store.environments.list(), query),
  }),
  getEnvironment: ({ params }, runtime) => ({
    data: requireEnvironment(runtime, params.environmentId as string, 'environmentId'),
  }),
};
