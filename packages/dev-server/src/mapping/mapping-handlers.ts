/**
 * The handlers of mapping: programs, their rules, and the execution plans of mapping jobs.
 * @module
 */
import type { HandlerMap } from '../http/operation-handler';
import { jobPlanHandlers } from './job-plan';
import { programRuleHandlers } from './program-rules';
import { programHandlers } from './programs';

export const mappingHandlers: HandlerMap = {
  ...programHandlers,
  ...programRuleHandlers,
  ...jobPlanHandlers,
};
