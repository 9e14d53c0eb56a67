/** The console's entry: take the key from the fragment (or this tab's storage) and render. */
import { render } from 'preact';
import { App } from './app';
import { takeSessionKey } from './session-key';

const root = document.getElementById('console');
if (root) render(<App apiKey={takeSessionKey(location, sessionStorage)} />, root);
