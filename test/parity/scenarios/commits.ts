/**
 * Scenarios of `commits`: the versions records changes are written in.
 * @module
 */
import { aCommitId } from '../src/prerequisites.ts';
import type { ResourceScenarios } from '../src/scenario.ts';

export const commitsScenarios: ResourceScenarios<'commits'> = {
  get: async ({ client, world, setup }) => client.commits.get(await aCommitId(setup, world)),
  complete: async ({ client, world, setup }) =>
    client.commits.complete(await aCommitId(setup, world)),
  replay: async ({ client, world, setup }) => client.commits.replay(await aCommitId(setup, world)),
};
