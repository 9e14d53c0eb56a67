/**
 * The console: a header (pages, clock, reset), the sidebar tree, and the page of the route.
 * Without the key it shows how to open it and reads nothing.
 * @module
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { type ConsoleApi, createConsoleApi, type Schemas } from './api';
import {
  ConsoleContext,
  type ConsoleContextValue,
  EMPTY_VIEW,
  type SheetViewState,
} from './console-context';
import { ClockControl, ResetButton } from './dev-controls';
import { EmptyServer, ExtractionSummary, UploadButton } from './empty-server';
import { EventHub } from './event-hub';
import { EventsPage } from './events-page';
import type { UploadResult } from './file-upload';
import { JobPanel } from './job-panel';
import { JobsPage } from './jobs-page';
import { parseRoute, type Route, routeHash } from './routes';
import { forgetSessionKey } from './session-key';
import { SheetView } from './sheet-view';
import { Sidebar } from './sidebar';
import { WebhooksPage } from './webhooks-page';
import { findSheet, sidebarOrder, useWorkspaceTree } from './workspace-tree';

export function Locked(props: { reason: string }) {
  return (
    <main class="locked" data-testid="locked">
      <h1>importkit dev console</h1>
      <p>{props.reason}</p>
      <p>
        Open the console with the address <code>importkit-dev</code> printed (it ends in{' '}
        <code>#key=…</code>), or add <code>#key=&lt;API key&gt;</code> to this address.
      </p>
    </main>
  );
}

export function App(props: { apiKey: string | undefined }) {
  const [refused, setRefused] = useState(false);
  const api = useMemo(
    () =>
      props.apiKey
        ? createConsoleApi(props.apiKey, () => {
            forgetSessionKey(sessionStorage);
            setRefused(true);
          })
        : undefined,
    [props.apiKey],
  );
  const [environments, setEnvironments] = useState<Schemas['Environment'][] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    api
      ?.get<{ data: Schemas['Environment'][] }>('/v1/environments', { query: { pageSize: 100 } })
      .then(({ data }) => setEnvironments(data))
      .catch((failure: Error) => setError(failure.message));
  }, [api]);

  if (!api)
    return <Locked reason="This console needs the dev server's API key to show anything." />;
  if (refused) return <Locked reason="The dev server refused this key." />;
  if (error) return <Locked reason={`The dev server could not be reached: ${error}`} />;
  if (!environments) return <p class="muted loading-page">Loading…</p>;
  return <Console api={api} environments={environments} />;
}

function Console(props: { api: ConsoleApi; environments: Schemas['Environment'][] }) {
  const { api } = props;
  const [environmentId, setEnvironmentId] = useState(props.environments[0]?.id ?? '');
  const [route, setRoute] = useState<Route>(() => parseRoute(location.hash));
  const [views, setViews] = useState<Record<string, SheetViewState>>({});
  const [watchedJob, setWatchedJob] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [generation, setGeneration] = useState(0);
  const [upload, setUpload] = useState<UploadResult | undefined>();

  const hub = useMemo(() => new EventHub(api, environmentId), [api, environmentId, generation]);
  useEffect(() => {
    hub.start();
    return () => hub.stop();
  }, [hub]);
  const { tree, reload } = useWorkspaceTree(api, hub, environmentId);

  useEffect(() => {
    const onHash = () => setRoute(parseRoute(location.hash));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(undefined), 6000);
    return () => clearTimeout(timer);
  }, [notice]);

  const navigate = (next: Route) => {
    if (location.hash !== routeHash(next)) location.hash = routeHash(next);
    setRoute(next);
  };
  const context: ConsoleContextValue = {
    api,
    hub,
    environmentId,
    navigate,
    openView: (sheetId, view) => {
      setViews((old) => ({ ...old, [sheetId]: view }));
      navigate({ page: 'sheet', sheetId });
    },
    clearFilters: (sheetIds) =>
      setViews((old) => {
        if (!sheetIds) return {};
        const next = { ...old };
        for (const sheetId of sheetIds) delete next[sheetId];
        return next;
      }),
    watchJob: setWatchedJob,
    notify: setNotice,
  };

  const openSheet = (next: string) => {
    reload();
    navigate({ page: 'sheet', sheetId: next });
  };
  const onUpload = (result: UploadResult) => {
    setUpload(result);
    if (result.ok) openSheet(result.sheetId);
  };

  // The first sheet of the first workbook, when nothing is chosen yet.
  const firstSheet = tree.spaces
    .flatMap(({ workbooks }) => workbooks)
    .map((workbook) => sidebarOrder(workbook)[0])
    .find(Boolean);
  const sheetId =
    route.page === 'sheet' ? route.sheetId : route.page === 'home' ? firstSheet?.id : undefined;
  const found = sheetId ? findSheet(tree, sheetId) : undefined;

  return (
    <ConsoleContext.Provider value={context}>
      <div class="console">
        <header class="top">
          <strong class="brand">importkit dev console</strong>
          <nav class="pages">
            <a
              href="#/"
              aria-current={route.page === 'home' || route.page === 'sheet' ? 'page' : undefined}
            >
              Records
            </a>
            <a href="#/jobs" aria-current={route.page === 'jobs' ? 'page' : undefined}>
              Jobs
            </a>
            <a href="#/events" aria-current={route.page === 'events' ? 'page' : undefined}>
              Events
            </a>
            <a href="#/webhooks" aria-current={route.page === 'webhooks' ? 'page' : undefined}>
              Webhooks
            </a>
          </nav>
          <UploadButton onResult={onUpload} />
          <ClockControl />
          <ResetButton
            onReset={() => {
              setViews({});
              setWatchedJob(undefined);
              setGeneration((value) => value + 1);
              reload();
              navigate({ page: 'home' });
              setNotice('The dev server was reset.');
            }}
          />
        </header>
        <Sidebar
          environments={props.environments}
          tree={tree}
          selectedSheetId={found?.sheet.id}
          onEnvironment={setEnvironmentId}
        />
        <main class="content">
          {upload && <ExtractionSummary result={upload} onClose={() => setUpload(undefined)} />}
          {route.page === 'jobs' && <JobsPage jobId={route.jobId} />}
          {route.page === 'events' && <EventsPage />}
          {route.page === 'webhooks' && <WebhooksPage endpoint={route.endpoint} />}
          {(route.page === 'sheet' || route.page === 'home') &&
            (found ? (
              <SheetView
                key={found.sheet.id}
                workbook={found.workbook}
                sheet={found.sheet}
                view={views[found.sheet.id] ?? EMPTY_VIEW}
                onView={(view) => setViews((old) => ({ ...old, [found.sheet.id]: view }))}
              />
            ) : tree.loaded && !sheetId ? (
              <EmptyServer onOpen={openSheet} onUpload={onUpload} />
            ) : (
              <p class="muted">
                {tree.loaded ? `Sheet ${sheetId} is not in this environment.` : 'Loading…'}
              </p>
            ))}
        </main>
        {watchedJob && (
          <JobPanel key={watchedJob} jobId={watchedJob} onClose={() => setWatchedJob(undefined)} />
        )}
        {notice && (
          <div class="notice" role="status">
            {notice}
          </div>
        )}
      </div>
    </ConsoleContext.Provider>
  );
}
