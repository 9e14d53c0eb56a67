/**
 * Only this machine's pages reach the dev server: a request whose `Host` names another machine is
 * refused, so a web page cannot reach the server by DNS rebinding (a name of the attacker's that
 * resolves to 127.0.0.1 makes the browser send `Host: evil.example`). Allowed: the loopback names
 * and addresses, the address the server listens on (every address of this machine when it listens
 * on all of them), and the names the user allows (`allowedHosts`, `--allowed-host`).
 * @module
 */
import { networkInterfaces } from 'node:os';

const LOOPBACK = ['localhost', '127.0.0.1', '::1'];

/** The name of a `Host` header without its port, lower-cased (`[::1]:8787` → `::1`). */
export function hostName(header: string): string {
  const value = header.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']'));
  const colon = value.lastIndexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/** Whether a `Host` header names this server; a request without one (HTTP/1.0) is let through. */
export function createHostCheck(
  listenHost: string,
  allowed: readonly string[] = [],
): (header: string | undefined) => boolean {
  const names = new Set([...LOOPBACK, ...allowed.map((name) => hostName(name))]);
  const everywhere = listenHost === '0.0.0.0' || listenHost === '::';
  if (everywhere) {
    for (const addresses of Object.values(networkInterfaces())) {
      for (const address of addresses ?? []) names.add(address.address.toLowerCase());
    }
  } else names.add(hostName(listenHost.includes(':') ? `[${listenHost}]` : listenHost));
  return (header) => {
    if (header === undefined || header === '') return true;
    const name = hostName(header);
    return names.has(name) || name.endsWith('.localhost');
  };
}
