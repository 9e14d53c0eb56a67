/**
 * Making a space draft (the hosted `createDraft`): a new space with the source's configuration,
 * a copy of each of its workbooks with their sheets and every record (through the one write
 * path), of its guidance and of its documents, each announced by its own events as if made by
 * hand. The ledger remembers which copy stands for which original, so that a merge can write the
 * draft's changes back.
 * @module
 */
import { createEntity } from '../resources/resource-handlers';
import { sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SpaceEntity } from '../store/entities';
import { type StoredSpaceDraft, saveDraft } from './draft-ledger';
import {
  DRAFTED_RESOURCES,
  resourceConfigOf,
  sheetConfigOf,
  spaceConfigOf,
  workbookConfigOf,
  workbooksOfSpace,
} from './draft-pairs';
import { copyRecords } from './record-copies';
import { changeSpace, createSpace } from './spaces';
import { applyWorkbookUpdate } from './workbook-update';
import { createWorkbook } from './workbooks';

/** Copies a space into a new draft space; returns the draft as the ledger holds it. */
export function createSpaceDraft(runtime: DevRuntime, source: SpaceEntity): StoredSpaceDraft {
  const { primaryWorkbookId, ...config } = spaceConfigOf(source);
  const space = createSpace(
    runtime,
    { ...config, environmentId: source.environmentId } as Parameters<typeof createSpace>[1],
    'draft',
  );
  const counterparts: Record<string, string> = {};
  const recordCounterparts: Record<string, Record<string, string>> = {};
  for (const original of workbooksOfSpace(runtime, source.id)) {
    const originalSheets = sheetsOf(runtime, original.id);
    const copy = createWorkbook(
      runtime,
      {
        ...workbookConfigOf(original),
        name: original.name,
        spaceId: space.id,
        sheets: originalSheets.map(sheetConfigOf),
      },
      'draft',
    );
    counterparts[copy.id] = original.id;
    const copiedSheets = sheetsOf(runtime, copy.id);
    originalSheets.forEach((sheet, index) => {
      const copied = copiedSheets[index];
      if (!copied) return;
      counterparts[copied.id] = sheet.id;
      const records: Record<string, string> = {};
      copyRecords(runtime, copy, sheet, copied, (originalId, copyId) => {
        records[copyId] = originalId;
      });
      recordCounterparts[copied.id] = records;
    });
    // The sidebar order names the original's sheets: the copy's names its own.
    const order = original.settings?.sheetSidebarOrder;
    if (Array.isArray(order)) {
      const copyOf = (id: string) =>
        Object.entries(counterparts).find(([, originalId]) => originalId === id)?.[0] ?? id;
      applyWorkbookUpdate(runtime, copy, {
        settings: { ...original.settings, sheetSidebarOrder: order.map(copyOf) },
      });
    }
  }
  for (const definition of Object.values(DRAFTED_RESOURCES)) {
    for (const entity of definition.collection(runtime).list()) {
      if (entity.spaceId !== source.id) continue;
      const copy = createEntity(definition, runtime, {
        params: { spaceId: space.id },
        query: {},
        body: resourceConfigOf(definition, entity),
      });
      counterparts[copy.id] = entity.id;
    }
  }
  if (typeof primaryWorkbookId === 'string') {
    const primary = Object.entries(counterparts).find(([, id]) => id === primaryWorkbookId)?.[0];
    changeSpace(runtime, space, { primaryWorkbookId: primary ?? primaryWorkbookId });
  }
  const now = runtime.now();
  const draft: StoredSpaceDraft = {
    id: space.id,
    sourceSpaceId: source.id,
    draftSpaceId: space.id,
    createdAt: now,
    updatedAt: now,
    counterparts,
    recordCounterparts,
  };
  saveDraft(runtime, draft);
  return draft;
}
