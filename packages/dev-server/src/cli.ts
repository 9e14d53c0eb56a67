#!/usr/bin/env node
/**
 * `importkit-dev [--port 8787] [--host 127.0.0.1] [--api-key KEY]`: the importkit service,
 * locally, in memory.
 * @module
 */
import { runCli } from './server/run-cli';

process.exitCode = await runCli(process.argv.slice(2));
