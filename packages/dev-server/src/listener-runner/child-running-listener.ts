/**
 * What the child holds once a program listens, whichever kind it is: our `Listener` or a hosted
 * listener program.
 * @module
 */

/** A listener the child started. */
export interface RunningListener {
  readonly kind: 'importkit' | 'hosted';
  /** The last event received: where a restarted child resumes. */
  lastEventId(): string | undefined;
  /** Settles when listening ends by itself (rejects with why, a refused API key say). */
  readonly done: Promise<void>;
  /** Stops receiving and gives the handlers in flight a moment to finish. */
  close(): Promise<void>;
}

/** A module's default export `import()` gives, one level down for a module compiled to CommonJS. */
export function defaultExportOf(
  imported: Record<string, unknown>,
  recognised: (value: unknown) => boolean,
): unknown {
  const exported = imported.default;
  if (recognised(exported)) return exported;
  const nested = (exported as { default?: unknown } | null | undefined)?.default;
  return recognised(nested) ? nested : exported;
}

/** How a value reads in a message: `object`, `function`, `null`, `undefined`, … */
export function kindOf(value: unknown): string {
  return value === null ? 'null' : typeof value;
}
