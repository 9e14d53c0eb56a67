/**
 * The console's way in: the dev server prints `…/console/#key=<API key>`. The key is read from
 * the fragment (never sent to the server in a URL), kept in session storage for this tab, and
 * the fragment is removed from the address bar so it is not copied along with a screenshot.
 * @module
 */

const STORAGE_KEY = 'importkit-console-key';

/** The key from the fragment (stored), else the one this tab stored earlier, else undefined. */
export function takeSessionKey(location: Location, storage: Storage): string | undefined {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const fromFragment = fragment.get('key');
  if (fromFragment) {
    storage.setItem(STORAGE_KEY, fromFragment);
    history.replaceState(null, '', `${location.pathname}${location.search}`);
    return fromFragment;
  }
  return storage.getItem(STORAGE_KEY) ?? undefined;
}

/** Forgets the key (the server refused it). */
export function forgetSessionKey(storage: Storage): void {
  storage.removeItem(STORAGE_KEY);
}
