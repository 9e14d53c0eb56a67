/**
 * The files whose saving restarts the listener: the module and what its program loaded, as the
 * child reports them, never a `node_modules` folder. chokidar watches them because `fs.watch`
 * cannot do it alone: a recursive watch of a directory on Linux loses a file once a save renames
 * a new file over it, and it puts an inotify watch on every folder below (every `node_modules`
 * folder too); a watch of the file itself follows the replaced file. chokidar watches each file's
 * directory, one level deep, passing on the watched files' events only, so that a file renamed
 * over, or deleted and created again (even much later), is still seen, and an editor's atomic
 * save is one change.
 * @module
 */
import { dirname, sep } from 'node:path';
import { type FSWatcher, watch } from 'chokidar';

/** The watched set. */
export interface WatchedFiles {
  /** Starts watching these files too (known ones are skipped; they need not exist yet). */
  add(paths: readonly string[]): void;
  /** Stops watching every file not among these (the program no longer loads it). */
  keepOnly(paths: ReadonlySet<string>): void;
  close(): Promise<void>;
}

export interface WatchedFilesOptions {
  /** Told of each change, deletion or creation of a watched file. */
  onChange: (path: string) => void;
  onError: (error: Error) => void;
  /** Paths (files or directories) never watched, such as the `--data` directory. */
  ignore: readonly string[];
}

const inNodeModules = `${sep}node_modules${sep}`;

export function watchFiles(options: WatchedFilesOptions): WatchedFiles {
  const files = new Set<string>();
  const directories = new Set<string>();
  const ignored = (path: string) =>
    path.includes(inNodeModules) ||
    options.ignore.some((root) => path === root || path.startsWith(root + sep));
  const watcher: FSWatcher = watch([], {
    ignoreInitial: true,
    atomic: true,
    depth: 0,
    // A directory is watched for its watched files only: its other entries are never looked at.
    ignored: (path) => !files.has(path) && !directories.has(path),
  });
  watcher.on('all', (event, path) => {
    if (files.has(path) && (event === 'change' || event === 'add' || event === 'unlink')) {
      options.onChange(path);
    }
  });
  watcher.on('error', (error) => options.onError(error as Error));
  return {
    add(paths) {
      const fresh: string[] = [];
      for (const path of paths) {
        if (files.has(path) || ignored(path)) continue;
        files.add(path);
        fresh.push(path);
        const directory = dirname(path);
        if (!directories.has(directory)) {
          directories.add(directory);
          fresh.push(directory);
        }
      }
      if (fresh.length > 0) watcher.add(fresh);
    },
    keepOnly(paths) {
      const gone = [...files].filter((path) => !paths.has(path));
      for (const path of gone) files.delete(path);
      if (gone.length > 0) watcher.unwatch(gone);
    },
    close: () => watcher.close(),
  };
}
