/**
 * Every operation handler, by the contract's operationId.
 * @module
 */
import type { HandlerMap } from '../app/operation-handler';
import { fileHandlers } from '../files/files';
import { instructionHandlers } from '../instructions/instructions';
import { mappingHandlers } from '../mapping/mapping-handlers';
import { resourceOperationHandlers } from '../resources';
import { actionHandlers } from './actions';
import { bulkUpdateHandlers } from './bulk-update';
import { calculationHandlers } from './calculations';
import { cellValueHandlers } from './cell-values';
import { clearColumnHandlers } from './clear-column';
import { eventStreamHandlers } from './event-stream';
import { eventHandlers } from './events';
import { findReplaceHandlers } from './find-replace';
import { jobMoveHandlers } from './job-moves';
import { jobHandlers } from './jobs';
import { recordHandlers } from './records';
import { sheetFieldHandlers } from './sheet-fields';
import { sheetHandlers } from './sheets';
import { snapshotHandlers } from './snapshots';
import { spaceHandlers } from './spaces';
import { workbookHandlers } from './workbooks';

/** The handlers of every operation of the contract. */
export const operationHandlers: HandlerMap = {
  ...spaceHandlers,
  ...workbookHandlers,
  ...sheetHandlers,
  ...sheetFieldHandlers,
  ...calculationHandlers,
  ...recordHandlers,
  ...clearColumnHandlers,
  ...findReplaceHandlers,
  ...bulkUpdateHandlers,
  ...snapshotHandlers,
  ...cellValueHandlers,
  ...jobHandlers,
  ...jobMoveHandlers,
  ...actionHandlers,
  ...eventHandlers,
  ...eventStreamHandlers,
  // The resource table (environments, secrets, agents, views, documents, …).
  ...resourceOperationHandlers,
  // Mapping instructions and their mapping families.
  ...instructionHandlers,
  // Uploaded files (multipart uploads, downloads).
  ...fileHandlers,
  // Mapping programs and rules, and the plans of mapping jobs.
  ...mappingHandlers,
};
