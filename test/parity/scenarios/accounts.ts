/**
 * Scenarios of `accounts`: the account the API key belongs to.
 * @module
 */
import type { ResourceScenarios } from '../src/scenario.ts';

export const accountsScenarios: ResourceScenarios<'accounts'> = {
  getCurrent: ({ client }) => client.accounts.getCurrent(),
  updateCurrent: ({ client }) => client.accounts.updateCurrent({ name: 'Parity Inc.' }),
};
