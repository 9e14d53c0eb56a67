/**
 * Every operation handler, by the contract's operationId.
 * @module
 */

import { dataClipHandlers } from '../data-clips/data-clips';
import { eventStreamHandlers } from '../events/event-stream';
import { eventTokenHandlers } from '../events/event-tokens';
import { eventHandlers } from '../events/events';
import { publishedEventHandlers } from '../events/published-events';
import { fileHandlers } from '../files/files';
import type { HandlerMap } from '../http/operation-handler';
import { actionHandlers } from '../jobs/actions';
import { jobMoveHandlers } from '../jobs/job-moves';
import { jobHandlers } from '../jobs/jobs';
import { instructionHandlers } from '../mapping/instructions/instructions';
import { mappingHandlers } from '../mapping/mapping-handlers';
import { bulkUpdateHandlers } from '../records/bulk-update';
import { cellValueHandlers } from '../records/cell-values';
import { clearColumnHandlers } from '../records/clear-column';
import { commitHandlers } from '../records/commits';
import { findReplaceHandlers } from '../records/find-replace';
import { previewMutationHandlers } from '../records/preview-mutation';
import { recordIndexHandlers } from '../records/record-indices';
import { recordHandlers } from '../records/records';
import { recordsCsvHandlers } from '../records/records-csv';
import { snapshotRestoreHandlers } from '../records/snapshot-restore';
import { validateSheetHandlers } from '../records/validate-sheet';
import { resourceOperationHandlers } from '../resources';
import { snapshotHandlers } from '../snapshots/snapshots';
import { calculationHandlers } from '../workbooks/calculations';
import { flagJobHandlers } from '../workbooks/flag-job';
import { flagHandlers } from '../workbooks/flags';
import { guidanceHandlers } from '../workbooks/guidance';
import { sheetFieldHandlers } from '../workbooks/sheet-fields';
import { sheetHandlers } from '../workbooks/sheets';
import { spaceDraftHandlers } from '../workbooks/space-drafts';
import { spaceHandlers } from '../workbooks/spaces';
import { workbookHandlers } from '../workbooks/workbooks';

/** The handlers of every operation of the contract. */
export const operationHandlers: HandlerMap = {
  ...spaceHandlers,
  ...workbookHandlers,
  ...sheetHandlers,
  ...sheetFieldHandlers,
  ...calculationHandlers,
  ...guidanceHandlers,
  ...spaceDraftHandlers,
  ...flagHandlers,
  ...flagJobHandlers,
  ...recordHandlers,
  ...clearColumnHandlers,
  ...findReplaceHandlers,
  ...bulkUpdateHandlers,
  ...snapshotHandlers,
  ...snapshotRestoreHandlers,
  ...cellValueHandlers,
  ...commitHandlers,
  ...recordIndexHandlers,
  ...recordsCsvHandlers,
  ...validateSheetHandlers,
  ...previewMutationHandlers,
  ...jobHandlers,
  ...jobMoveHandlers,
  ...actionHandlers,
  ...eventHandlers,
  ...eventStreamHandlers,
  ...publishedEventHandlers,
  ...eventTokenHandlers,
  // The resource table (environments, secrets, agents, views, documents, …).
  ...resourceOperationHandlers,
  // Data clips and their sheets of clipped records.
  ...dataClipHandlers,
  // Mapping instructions and their mapping families.
  ...instructionHandlers,
  // Uploaded files (multipart uploads, downloads).
  ...fileHandlers,
  // Mapping programs and rules, and the plans of mapping jobs.
  ...mappingHandlers,
};
