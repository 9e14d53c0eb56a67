/**
 * A job outcome's `next`, as the hosted UI handles it: `view` opens the sheet with the filter and
 * hides the listed columns, `download` downloads, `files` lists the files to download, `url`
 * and `id` link, `retry` retries the job, `clearFilters` clears the filters. Downloads of this
 * server's files are fetched with the key and saved from memory; other URLs only open when
 * they are http(s).
 * @module
 */
import type { ConsoleApi, Schemas } from './api';
import { EMPTY_VIEW, useConsole } from './console-context';

type Job = Schemas['Job'];
type Next = Schemas['JobOutcomeNext'];

function safeHttpUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url, location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

async function saveDownload(api: ConsoleApi, url: string, fileName: string | undefined) {
  const target = safeHttpUrl(url);
  if (!target) throw new Error(`Not a downloadable address: ${url}`);
  const parsed = new URL(target);
  if (parsed.origin !== location.origin) {
    window.open(target, '_blank', 'noopener');
    return;
  }
  const response = await api.raw(`${parsed.pathname}${parsed.search}`);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName ?? parsed.pathname.split('/').at(-1) ?? 'download';
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** Where an id of a `next: { type: 'id' }` leads in the console, by its prefix. */
export function idRoute(id: string) {
  if (id.startsWith('us_sh_')) return { page: 'sheet' as const, sheetId: id };
  if (id.startsWith('us_jb_')) return { page: 'jobs' as const, jobId: id };
  if (id.startsWith('us_evt_')) return { page: 'events' as const };
  return undefined;
}

/** Follows a `next` (also used for automatic triggers). */
export function useFollowNext() {
  const { api, openView, clearFilters, navigate, watchJob, notify } = useConsole();
  return async (job: Job, next: Next) => {
    try {
      switch (next.type) {
        case 'view':
          openView(next.sheetId, {
            ...EMPTY_VIEW,
            filter: next.filter === 'valid' || next.filter === 'error' ? next.filter : 'all',
            hiddenColumns: next.hiddenColumns ?? [],
          });
          return;
        case 'download':
          await saveDownload(api, next.url, next.fileName);
          return;
        case 'url': {
          const target = safeHttpUrl(next.url);
          if (target) window.open(target, '_blank', 'noopener');
          return;
        }
        case 'id': {
          const route = idRoute(next.id);
          if (route) navigate(route);
          return;
        }
        case 'retry':
          await api.post(`/v1/jobs/${encodeURIComponent(job.id)}/retry`);
          watchJob(job.id);
          return;
        case 'clearFilters':
          clearFilters(next.sheetIds);
          return;
        default:
          return;
      }
    } catch (error) {
      notify((error as Error).message);
    }
  };
}

export function OutcomeNext(props: { job: Job; next: Next; onFollowed(): void }) {
  const { api, notify } = useConsole();
  const follow = useFollowNext();
  const { next } = props;
  const press = async () => {
    await follow(props.job, next);
    if (next.type === 'view' || next.type === 'id' || next.type === 'clearFilters')
      props.onFollowed();
  };
  switch (next.type) {
    case 'files':
      return (
        <div class="outcome-next" data-next="files">
          <p>{next.label ?? 'Files'}</p>
          <ul>
            {next.files.map((file) => (
              <li key={file.fileId}>
                <button
                  type="button"
                  class="link"
                  onClick={() =>
                    saveDownload(
                      api,
                      `/v1/files/${encodeURIComponent(file.fileId)}/download`,
                      file.label,
                    ).catch((error: Error) => notify(error.message))
                  }
                >
                  {file.label ?? file.fileId}
                </button>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'url': {
      const target = safeHttpUrl(next.url);
      return (
        <div class="outcome-next" data-next="url">
          {target ? (
            <a href={target} target="_blank" rel="noopener noreferrer">
              {next.label ?? next.url}
            </a>
          ) : (
            <span>{next.label ?? next.url}</span>
          )}
        </div>
      );
    }
    case 'id':
      return (
        <div class="outcome-next" data-next="id">
          <button type="button" class="link" onClick={press}>
            {next.label ?? next.id}
          </button>
        </div>
      );
    case 'wait':
      return null;
    case 'snapshot':
      return (
        <div class="outcome-next" data-next="snapshot">
          Snapshot {next.snapshotId}
        </div>
      );
    default: {
      const label =
        next.label ??
        { view: 'View', download: 'Download', retry: 'Retry', clearFilters: 'Clear filters' }[
          next.type
        ];
      return (
        <div class="outcome-next" data-next={next.type}>
          <button type="button" onClick={press}>
            {label}
          </button>
        </div>
      );
    }
  }
}
