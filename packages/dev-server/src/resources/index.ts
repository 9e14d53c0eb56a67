/**
 * The handlers of every operation the resource table serves: the shared implementation for each
 * row, plus the hand-written operations beside it.
 * @module
 */
import type { HandlerMap } from '../app/operation-handler';
import { resourceHandlers } from './resource-handlers';
import { environments } from './resource-table';
import { secretHandlers } from './secrets';

export const resourceOperationHandlers: HandlerMap = {
  ...resourceHandlers(environments),
  ...secretHandlers,
};
