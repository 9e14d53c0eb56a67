#!/usr/bin/env node
/**
 * `importkit-fixture --workbook ID --out FILE [--url URL --api-key KEY | --data DIR] [--events]
 * [--topics GLOBS] [--after ID] [--since ISO] [--until ISO]`: saves a workbook (and the events of
 * a window) from a running dev server or a `--data` directory into a fixture file.
 * @module
 */
import { runFixtureCli } from './cli/run-fixture-cli';

process.exitCode = await runFixtureCli(process.argv.slice(2), process.env);
