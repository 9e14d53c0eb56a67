/**
 * Sheets: list by workbook, get, update name/slug/metadata (`sheet:updated`), delete
 * (`sheet:deleted`), duplicate (sheet-duplicate.ts), lock and unlock, and record counts
 * (sheet-counts.ts). A lock is the hosted one: `lockedBy` (the actor) and `lockedAt` on the sheet,
 * for the UI to hold back edits while a process works on the sheet; the API writes as before.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { conflict } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { relinkAfterMove, relinkAfterWrite } from '../records/write/record-announcements';
import { referenceTargets } from '../records/write/reference-links';
import { sheetContext } from '../runtime/contexts';
import { defined, fieldChanges, requireSheet, requireWorkbook, sheetsOf } from '../runtime/lookups';
import type { SheetEntity } from '../store/entities';
import { recordCounts } from './sheet-counts';
import { duplicateSheet } from './sheet-duplicate';
import { removeSheets, sheetView } from './sheet-lifecycle';

export const sheetHandlers: HandlerMap = {
  listSheets: ({ query }, runtime) => {
    const workbook = requireWorkbook(runtime, query.workbookId as string, 'query.workbookId');
    return { data: sheetsOf(runtime, workbook.id).map((sheet) => sheetView(runtime, sheet)) };
  },

  getSheet: ({ params }, runtime) => {
    const { sheet } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    return { data: sheetView(runtime, sheet) };
  },

  updateSheet: ({ params, body }, runtime) => {
    const { sheet, workbook } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const patch = body as Schema<'SheetUpdate'>;
    if (patch.slug !== undefined && patch.slug !== sheet.slug) {
      const taken = sheetsOf(runtime, workbook.id).some((other) => other.slug === patch.slug);
      if (taken) {
        throw conflict(
          `Sheet slug "${patch.slug}" is already used in workbook ${workbook.id}`,
          'body.slug',
        );
      }
    }
    const changes = fieldChanges(sheet, patch);
    if (changes.length > 0) {
      const updated: SheetEntity = defined({
        ...sheet,
        ...patch,
        config: { ...sheet.config, name: patch.name ?? sheet.name, slug: patch.slug ?? sheet.slug },
        updatedAt: runtime.now(),
      });
      // A new slug: references by the old one point nowhere now, references by the new one here.
      // (References name a sheet by slug or id: a new name alone moves none.)
      const moved = updated.slug !== sheet.slug;
      const referencing = moved ? referenceTargets(runtime, [sheet]) : [];
      runtime.store.sheets.put(updated);
      runtime.events.emit(
        'sheet:updated',
        {
          sheetId: sheet.id,
          workbookId: workbook.id,
          changes: changes.map((change) => ({ type: 'config_updated', details: change })),
        },
        sheetContext(runtime, workbook, updated),
      );
      if (moved) {
        relinkAfterMove(runtime, referencing);
        relinkAfterWrite(runtime, updated);
      }
    }
    return { data: sheetView(runtime, runtime.store.sheets.get(sheet.id) as SheetEntity) };
  },

  deleteSheet: ({ params }, runtime) => {
    const { sheet, workbook } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    removeSheets(runtime, workbook, [sheet]);
    return success();
  },

  getRecordCounts: ({ params, query }, runtime) => {
    const { sheet, workbook } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const counts = recordCounts(
      runtime,
      workbook,
      sheet,
      query as Parameters<typeof recordCounts>[3],
    );
    return { data: { counts, success: true } };
  },

  duplicateSheet: ({ params, body }, runtime) => {
    const { sheet, workbook } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const request = (body ?? {}) as Schema<'DuplicateSheetRequest'>;
    return { data: sheetView(runtime, duplicateSheet(runtime, workbook, sheet, request)) };
  },

  lockSheet: ({ params }, runtime) => {
    const { sheet } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    // Locking a locked sheet keeps who locked it and when.
    if (sheet.lockedAt === undefined) {
      runtime.store.sheets.put({ ...sheet, lockedBy: runtime.actorId, lockedAt: runtime.now() });
    }
    return success();
  },

  unlockSheet: ({ params }, runtime) => {
    const { sheet } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const { lockedBy: _by, lockedAt: _at, ...unlocked } = sheet;
    runtime.store.sheets.put(unlocked);
    return success();
  },
};
