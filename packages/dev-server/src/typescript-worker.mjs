// Runs a worker thread's TypeScript entry (`argv[0]`) from the sources, in tests and examples:
// tsx's loader is not inherited by a worker from the thread that starts it, so it is registered
// here first. Built, the dev server starts its workers' JavaScript entries directly.
import { argv } from 'node:process';
import { register } from 'tsx/esm/api';

register();
await import(argv[2]);
