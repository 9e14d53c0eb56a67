const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Calls `onSignal` on the first SIGINT or SIGTERM, then stands aside: the handlers are removed at
 * once, so a second Ctrl-C gets Node's default (the process ends) if shutting down hangs.
 * Returns the function that removes the handlers.
 */
export function onShutdownSignal(onSignal: (signal: NodeJS.Signals) => void): () => void {
  const handle = (signal: NodeJS.Signals) => {
    remove();
    onSignal(signal);
  };
  const remove = () => {
    for (const signal of SIGNALS) process.off(signal, handle);
  };
  for (const signal of SIGNALS) process.on(signal, handle);
  return remove;
}
