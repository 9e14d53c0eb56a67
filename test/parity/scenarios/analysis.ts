/**
 * Scenarios of `analysis`: field analyses of a sheet and their suggestions.
 * @module
 */
import { idOrPlaceholder, type ResourceScenarios, type Setup } from '../src/scenario.ts';
import type { World } from '../src/world.ts';

async function createAnalysis(setup: Setup, world: World) {
  return idOrPlaceholder(async () => {
    const created = await setup.client.analysis.create(analysisRequest(world));
    const first = created.data[0];
    if (!first) throw new Error('parity: no analysis was created');
    return first.id;
  }, 'us_an_parity000');
}

function analysisRequest(world: World) {
  return {
    sheetId: world.contactsSheetId,
    environmentId: world.environmentId,
    spaceId: world.spaceId,
    workbookId: world.workbookId,
    analyses: [{ field: 'email', result: { format: 'email', confidence: 0.98 } }],
  };
}

export const analysisScenarios: ResourceScenarios<'analysis'> = {
  list: ({ client, world }) =>
    client.analysis.list({ sheetId: world.contactsSheetId, fields: ['email'], page: 1 }),
  create: ({ client, world }) => client.analysis.create(analysisRequest(world)),
  get: async ({ client, world, setup }) =>
    client.analysis.get(await createAnalysis(setup, world), { sheetId: world.contactsSheetId }),
  delete: async ({ client, world, setup }) =>
    client.analysis.delete(await createAnalysis(setup, world), { sheetId: world.contactsSheetId }),
  deleteBySheet: ({ client, world }) =>
    client.analysis.deleteBySheet({ sheetId: world.contactsSheetId }),
  updateSuggestion: async ({ client, world, setup }) =>
    client.analysis.updateSuggestion(await createAnalysis(setup, world), 'suggestion-1', {
      sheetId: world.contactsSheetId,
      suggestion: { accepted: true },
    }),
  deleteSuggestion: async ({ client, world, setup }) =>
    client.analysis.deleteSuggestion(await createAnalysis(setup, world), 'suggestion-1', {
      sheetId: world.contactsSheetId,
    }),
};
