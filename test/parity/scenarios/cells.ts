/**
 * Scenarios of `cells`: the deprecated read of a sheet's cell values by field.
 * @module
 */
import type { ResourceScenarios } from '../src/scenario.ts';

export const cellsScenarios: ResourceScenarios<'cells'> = {
  getValues: ({ client, world }) =>
    client.cells.getValues(world.contactsSheetId, {
      fieldKey: 'plan',
      distinct: true,
      includeCounts: true,
      pageSize: 10,
    }),
};
