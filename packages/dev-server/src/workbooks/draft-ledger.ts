/**
 * The ledger of space drafts: which space is a draft of which, and which of the draft's
 * workbooks, sheets, records, guidance and documents stand for which of its source's (their
 * counterparts). A merge follows the counterparts: a draft item with one changes it, one without
 * is new, and a counterpart whose draft item is gone is removed. Kept in the store (a collection
 * keyed by the draft space's id), so a reset empties it and `--data` keeps it.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import { notFound } from '../http/http-error';
import { defined, requireSpace } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SpaceEntity } from '../store/entities';

/** A draft as stored: its wire fields and the counterparts a merge follows. */
export interface StoredSpaceDraft {
  /** The draft space's id. */
  id: string;
  sourceSpaceId: string;
  draftSpaceId: string;
  createdAt: string;
  updatedAt: string;
  mergedAt?: string;
  deletedAt?: string;
  /** Draft workbook, sheet, guidance and document ids → their source's. */
  counterparts: Record<string, string>;
  /** Per draft sheet: draft record ids → source record ids. */
  recordCounterparts: Record<string, Record<string, string>>;
}

function drafts(runtime: DevRuntime) {
  return runtime.store.collection<StoredSpaceDraft>('space-drafts');
}

/** Records a new draft. */
export function saveDraft(runtime: DevRuntime, draft: StoredSpaceDraft): void {
  drafts(runtime).put(draft);
}

/** The drafts made of a space, oldest first. */
export function draftsOfSpace(runtime: DevRuntime, spaceId: string): StoredSpaceDraft[] {
  return drafts(runtime)
    .list()
    .filter((draft) => draft.sourceSpaceId === spaceId);
}

/**
 * The draft the path names: the source space must exist (404 `spaceId`), and `draftSpaceId` must
 * be a live draft of it (404 `draftSpaceId`), with its space.
 */
export function requireDraft(
  runtime: DevRuntime,
  spaceId: string,
  draftSpaceId: string,
): { source: SpaceEntity; draft: SpaceEntity; ledger: StoredSpaceDraft } {
  const source = requireSpace(runtime, spaceId, 'spaceId');
  const ledger = drafts(runtime).get(draftSpaceId);
  const draft = runtime.store.spaces.get(draftSpaceId);
  if (!ledger || ledger.sourceSpaceId !== spaceId || ledger.deletedAt !== undefined || !draft) {
    throw notFound('Space draft', draftSpaceId, 'draftSpaceId');
  }
  return { source, draft, ledger };
}

/** A draft as the API answers it. */
export function draftView(draft: StoredSpaceDraft): Schema<'SpaceDraft'> {
  const { sourceSpaceId, draftSpaceId, createdAt, updatedAt, mergedAt, deletedAt } = draft;
  return defined({ sourceSpaceId, draftSpaceId, createdAt, updatedAt, mergedAt, deletedAt });
}

/**
 * What a deleted space leaves in the ledger: as a draft, it stays listed with `deletedAt` (and
 * cannot be merged); as a source, its drafts are forgotten (their spaces stay, plain spaces now).
 */
export function forgetDeletedSpace(runtime: DevRuntime, spaceId: string): void {
  const collection = drafts(runtime);
  const asDraft = collection.get(spaceId);
  if (asDraft && asDraft.deletedAt === undefined) {
    const now = runtime.now();
    collection.put({ ...asDraft, deletedAt: now, updatedAt: now });
  }
  for (const draft of draftsOfSpace(runtime, spaceId)) collection.delete(draft.id);
}
