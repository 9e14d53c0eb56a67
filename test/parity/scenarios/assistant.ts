/**
 * Scenarios of `assistant`: saved AI-assist prompts of a space.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { idOrPlaceholder, type ResourceScenarios, type Setup } from '../src/scenario.ts';
import type { World } from '../src/world.ts';

function prompt(world: World): Flatfile.PromptCreate {
  return {
    promptType: 'AI_ASSIST',
    prompt: 'Split the full name into first and last name',
    environmentId: world.environmentId,
    spaceId: world.spaceId,
  };
}

async function createPrompt(setup: Setup, world: World) {
  return idOrPlaceholder(
    async () => (await setup.client.assistant.create(prompt(world))).data.id,
    'us_pr_parity000',
  );
}

export const assistantScenarios: ResourceScenarios<'assistant'> = {
  list: ({ client }) => client.assistant.list({ promptType: 'AI_ASSIST', pageSize: 10 }),
  get: async ({ client, world, setup }) => client.assistant.get(await createPrompt(setup, world)),
  update: async ({ client, world, setup }) =>
    client.assistant.update(await createPrompt(setup, world), {
      prompt: 'Split the full name into first, middle and last name',
    }),
  create: ({ client, world }) => client.assistant.create(prompt(world)),
  delete: async ({ client, world, setup }) =>
    client.assistant.delete(await createPrompt(setup, world)),
};
