/**
 * The handlers of every operation the resource table serves: the shared implementation for each
 * row, plus the hand-written operations beside it.
 * @module
 */
import type { HandlerMap } from '../http/operation-handler';
import { agentHandlers } from './agents';
import { constraintHandlers } from './constraints';
import { dataClipHandlers } from './data-clips';
import { guestHandlers } from './guests';
import { resourceHandlers } from './resource-handlers';
import {
  apps,
  canvasAreas,
  canvases,
  documents,
  environments,
  threads,
  views,
} from './resource-table';
import { secretHandlers } from './secrets';
import { userHandlers } from './users';

export const resourceOperationHandlers: HandlerMap = {
  ...resourceHandlers(environments),
  ...secretHandlers,
  ...resourceHandlers(documents),
  ...resourceHandlers(views),
  ...agentHandlers,
  ...resourceHandlers(apps),
  ...constraintHandlers,
  ...userHandlers,
  ...guestHandlers,
  ...resourceHandlers(canvases),
  ...resourceHandlers(canvasAreas),
  ...resourceHandlers(threads),
  ...dataClipHandlers,
};
