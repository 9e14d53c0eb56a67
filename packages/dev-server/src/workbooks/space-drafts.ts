/**
 * The operations of space drafts: make a draft of a space (draft-copy.ts), list a space's drafts,
 * preview a merge (draft-merge-preview.ts) and merge (draft-merge.ts). A draft is a space of its own: it is read and
 * changed through the ordinary spaces, workbooks, sheets and records operations.
 * @module
 */
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { requireSpace } from '../runtime/lookups';
import { createSpaceDraft } from './draft-copy';
import { draftsOfSpace, draftView, requireDraft, saveDraft } from './draft-ledger';
import { mergeSpaceDraft } from './draft-merge';
import { draftMergeOperations } from './draft-merge-preview';

export const spaceDraftHandlers: HandlerMap = {
  createSpaceDraft: ({ params }, runtime) => ({
    data: draftView(
      createSpaceDraft(runtime, requireSpace(runtime, params.spaceId as string, 'spaceId')),
    ),
  }),

  listSpaceDrafts: ({ params }, runtime) => {
    const space = requireSpace(runtime, params.spaceId as string, 'spaceId');
    return { data: draftsOfSpace(runtime, space.id).map(draftView) };
  },

  getSpaceDraftMerge: ({ params }, runtime) => {
    const { source, draft, ledger } = requireDraft(
      runtime,
      params.spaceId as string,
      params.draftSpaceId as string,
    );
    return { data: draftMergeOperations(runtime, source, draft, ledger) };
  },

  mergeSpaceDraft: ({ params }, runtime) => {
    const { source, draft, ledger } = requireDraft(
      runtime,
      params.spaceId as string,
      params.draftSpaceId as string,
    );
    saveDraft(runtime, mergeSpaceDraft(runtime, source, draft, ledger));
    return success();
  },
};
