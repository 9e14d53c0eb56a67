/**
 * The sidebar's tree: the environment's spaces, their workbooks and sheets, read through `/v1`
 * and read again (once things calm down) when a space, workbook or sheet event arrives.
 * @module
 */
import { useEffect, useState } from 'preact/hooks';
import type { ConsoleApi, Schemas } from './api';
import type { EventHub } from './event-hub';

export type Space = Schemas['Space'];
export type Workbook = Schemas['Workbook'];
export type Sheet = Schemas['Sheet'];

export interface WorkspaceTree {
  spaces: { space: Space; workbooks: Workbook[] }[];
  loaded: boolean;
  error?: string;
}

const TREE_DOMAINS = new Set(['space', 'workbook', 'sheet']);
const PAGE = 100;

/** Sheets in the workbook's `settings.sheetSidebarOrder` (by id or slug), unlisted ones after. */
export function sidebarOrder(workbook: Workbook): Sheet[] {
  const sheets = workbook.sheets ?? [];
  const order = workbook.settings?.sheetSidebarOrder;
  if (!order || order.length === 0) return sheets;
  const rank = (sheet: Sheet) => {
    const byId = order.indexOf(sheet.id);
    const bySlug = order.indexOf(sheet.slug);
    const position = byId >= 0 ? byId : bySlug;
    return position >= 0 ? position : order.length;
  };
  return sheets
    .map((sheet, index) => ({ sheet, index }))
    .sort((a, b) => rank(a.sheet) - rank(b.sheet) || a.index - b.index)
    .map(({ sheet }) => sheet);
}

async function listAll<T>(api: ConsoleApi, path: string, query: Record<string, string>) {
  const items: T[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const { data } = await api.get<{ data: T[] }>(path, {
      query: { ...query, pageSize: PAGE, pageNumber },
    });
    items.push(...data);
    if (data.length < PAGE) return items;
  }
}

async function loadTree(api: ConsoleApi, environmentId: string): Promise<WorkspaceTree> {
  const spaces = await listAll<Space>(api, '/v1/spaces', { environmentId });
  const withWorkbooks = await Promise.all(
    spaces.map(async (space) => {
      const { data } = await api.get<{ data: Workbook[] }>('/v1/workbooks', {
        query: { spaceId: space.id, includeSheets: true },
      });
      return { space, workbooks: data };
    }),
  );
  return { spaces: withWorkbooks, loaded: true };
}

export function useWorkspaceTree(api: ConsoleApi, hub: EventHub, environmentId: string) {
  const [tree, setTree] = useState<WorkspaceTree>({ spaces: [], loaded: false });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    loadTree(api, environmentId).then(
      (loaded) => current && setTree(loaded),
      (error: Error) =>
        current && setTree((old) => ({ ...old, loaded: true, error: error.message })),
    );
    return () => {
      current = false;
    };
  }, [api, environmentId, version]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = hub.subscribe((event) => {
      if (!TREE_DOMAINS.has(event.domain)) return;
      clearTimeout(timer);
      timer = setTimeout(() => setVersion((value) => value + 1), 150);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [hub]);
  return { tree, reload: () => setVersion((value) => value + 1) };
}

/** The workbook and sheet of a sheet id, when the tree has it. */
export function findSheet(tree: WorkspaceTree, sheetId: string) {
  for (const { space, workbooks } of tree.spaces) {
    for (const workbook of workbooks) {
      const sheet = workbook.sheets?.find((candidate) => candidate.id === sheetId);
      if (sheet) return { space, workbook, sheet };
    }
  }
  return undefined;
}
