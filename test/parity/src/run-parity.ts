/**
 * Runs every scenario against a fresh dev server on 127.0.0.1 (port 0, manual clock) and answers
 * one result per client operation, in the client's order. Each scenario gets its own recorded
 * client, so what it sent and what came back belong to that operation alone.
 * @module
 */
import { FlatfileClient } from '@flatfile/api/Client.js';
import { startDevServer } from '@importkit/dev-server';
import { allScenarios } from '../scenarios/index.ts';
import { classifyOutcome, type Outcome } from './classify-outcome.ts';
import { type ClientOperation, clientOperations } from './operation-catalog.ts';
import { plainApi } from './plain-api.ts';
import { type Exchange, nodeFetcher, recordingFetcher } from './recording-fetcher.ts';
import type { Scenario, Setup } from './scenario.ts';
import { buildWorld } from './world.ts';

export interface OperationResult extends Outcome {
  operation: ClientOperation;
}

/** The scenario written for an operation, if any. */
export function scenarioFor(operation: ClientOperation): Scenario | undefined {
  const resource = (allScenarios as Record<string, Record<string, Scenario> | undefined>)[
    operation.resource
  ];
  return resource && Object.hasOwn(resource, operation.method)
    ? resource[operation.method]
    : undefined;
}

/** Client operations without a scenario, and scenarios of no client operation (`spaces.get`). */
export function scenarioCoverage(operations: ClientOperation[] = clientOperations()) {
  const names = new Set(operations.map((operation) => `${operation.resource}.${operation.method}`));
  const written = Object.entries(allScenarios).flatMap(([resource, scenarios]) =>
    Object.keys(scenarios).map((method) => `${resource}.${method}`),
  );
  return {
    missing: [...names].filter((name) => !written.includes(name)),
    extra: written.filter((name) => !names.has(name)),
  };
}

export async function runParity(): Promise<OperationResult[]> {
  const operations = clientOperations();
  const server = await startDevServer({ port: 0, clock: 'manual' });
  try {
    const baseUrl = `${server.url}/v1`;
    const setup: Setup = {
      client: new FlatfileClient({
        environment: baseUrl,
        token: server.apiKey,
        fetcher: nodeFetcher,
      }),
      api: plainApi(server.url, server.apiKey),
    };
    const world = await buildWorld(setup, server);
    const results: OperationResult[] = [];
    for (const operation of operations) {
      const scenario = scenarioFor(operation);
      if (!scenario) {
        results.push({ operation, result: 'fails', reason: 'scenario: none written' });
        continue;
      }
      const exchanges: Exchange[] = [];
      const client = new FlatfileClient({
        environment: baseUrl,
        token: server.apiKey,
        fetcher: recordingFetcher(exchanges),
      });
      let thrown: unknown;
      try {
        await scenario({ client, world, setup });
      } catch (error) {
        thrown = error;
      }
      results.push({ operation, ...classifyOutcome(operation, exchanges, thrown) });
    }
    return results;
  } finally {
    await server.close();
  }
}
