/**
 * What every view of the console shares: the API bound to the session's key, the event feed,
 * the environment shown, and navigation.
 * @module
 */
import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { ConsoleApi } from './api';
import type { EventHub } from './event-hub';
import type { Route } from './routes';

export interface SheetViewState {
  filter: 'all' | 'valid' | 'error';
  filterField?: string;
  searchValue?: string;
  searchField?: string;
  hiddenColumns: string[];
}

export const EMPTY_VIEW: SheetViewState = { filter: 'all', hiddenColumns: [] };

export interface ConsoleContextValue {
  api: ConsoleApi;
  hub: EventHub;
  environmentId: string;
  navigate(route: Route): void;
  /** Opens a sheet with a view (filter and hidden columns), as a job outcome's `next` asks. */
  openView(sheetId: string, view: SheetViewState): void;
  /** Clears the filters of the given sheets (all when none given). */
  clearFilters(sheetIds?: string[]): void;
  /** Shows a job's progress and outcome in the foreground panel. */
  watchJob(jobId: string): void;
  notify(message: string): void;
}

export const ConsoleContext = createContext<ConsoleContextValue | undefined>(undefined);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('importkit console: a view is rendered outside the console');
  return value;
}

/** Re-renders the calling view when the event log changes, at most once per animation frame. */
export function useHubVersion(hub: EventHub): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let frame: number | undefined;
    const unwatch = hub.watch(() => {
      if (frame !== undefined) return;
      frame = requestAnimationFrame(() => {
        frame = undefined;
        setVersion((value) => value + 1);
      });
    });
    return () => {
      unwatch();
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [hub]);
  return version;
}
