/**
 * The handlers of every operation the resource table serves: the shared implementation for each
 * row, plus the hand-written operations beside it.
 * @module
 */
import type { HandlerMap } from '../http/operation-handler';
import { accountHandlers } from './account';
import { actorRoleHandlers } from './actor-roles';
import { agentExportHandlers } from './agent-exports';
import { agentLogHandlers } from './agent-logs';
import { agentHandlers } from './agents';
import { apiKeyHandlers } from './api-keys';
import { constraintHandlers } from './constraints';
import { dataRetentionPolicyHandlers } from './data-retention-policies';
import { guestHandlers } from './guests';
import { guideHandlers } from './guides';
import { onboardingHandlers } from './onboardings';
import { resourceHandlers } from './resource-handlers';
import { apps, canvasAreas, canvases, documents, environments, views } from './resource-table';
import { savedWorkHandlers } from './saved-work';
import { secretHandlers } from './secrets';
import { threadHandlers } from './threads';
import { userHandlers } from './users';

export const resourceOperationHandlers: HandlerMap = {
  ...resourceHandlers(environments),
  ...guideHandlers,
  ...dataRetentionPolicyHandlers,
  ...accountHandlers,
  ...apiKeyHandlers,
  ...actorRoleHandlers,
  ...secretHandlers,
  ...resourceHandlers(documents),
  ...resourceHandlers(views),
  ...agentHandlers,
  ...agentLogHandlers,
  ...agentExportHandlers,
  ...resourceHandlers(apps),
  ...constraintHandlers,
  ...userHandlers,
  ...guestHandlers,
  ...onboardingHandlers,
  ...resourceHandlers(canvases),
  ...resourceHandlers(canvasAreas),
  ...threadHandlers,
  ...savedWorkHandlers,
};
