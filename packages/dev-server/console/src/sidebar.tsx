/** The sidebar: environments, then spaces → workbooks → sheets in their sidebar order. */
import type { Schemas } from './api';
import { useConsole } from './console-context';
import { sidebarOrder, type WorkspaceTree } from './workspace-tree';

export function Sidebar(props: {
  environments: Schemas['Environment'][];
  tree: WorkspaceTree;
  selectedSheetId?: string;
  onEnvironment(environmentId: string): void;
}) {
  const { navigate, environmentId } = useConsole();
  const { tree } = props;
  return (
    <nav class="sidebar" aria-label="Spaces, workbooks and sheets">
      <label class="sidebar-environment">
        Environment
        <select
          value={environmentId}
          onChange={(event) => props.onEnvironment((event.target as HTMLSelectElement).value)}
        >
          {props.environments.map((environment) => (
            <option key={environment.id} value={environment.id}>
              {environment.name}
            </option>
          ))}
        </select>
      </label>
      {tree.error && <p class="error-text">{tree.error}</p>}
      {tree.loaded && tree.spaces.length === 0 && <p class="muted">No spaces yet.</p>}
      <ul class="tree">
        {tree.spaces.map(({ space, workbooks }) => (
          <li key={space.id}>
            <span class="tree-space" title={space.id}>
              {space.name}
            </span>
            <ul>
              {workbooks.map((workbook) => (
                <li key={workbook.id}>
                  <span class="tree-workbook" title={workbook.id}>
                    {workbook.name}
                  </span>
                  <ul>
                    {sidebarOrder(workbook).map((sheet) => (
                      <li key={sheet.id}>
                        <a
                          class={
                            sheet.id === props.selectedSheetId
                              ? 'tree-sheet selected'
                              : 'tree-sheet'
                          }
                          href={`#/sheet/${encodeURIComponent(sheet.id)}`}
                          onClick={(event) => {
                            event.preventDefault();
                            navigate({ page: 'sheet', sheetId: sheet.id });
                          }}
                        >
                          {sheet.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
