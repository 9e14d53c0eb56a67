/**
 * Scenarios of `onboardings`: a user's progress through the product's first steps.
 * @module
 */
import { aUserId } from '../src/prerequisites.ts';
import { idOrPlaceholder, type ResourceScenarios, type Setup } from '../src/scenario.ts';

/** An onboarding of a user of its own. */
export async function createOnboarding(setup: Setup, name: string) {
  const userId = await aUserId(setup, name);
  return idOrPlaceholder(
    async () => (await setup.client.onboardings.createOnboarding({ userId })).data.id,
    'us_onb_parity000',
  );
}

export const onboardingsScenarios: ResourceScenarios<'onboardings'> = {
  createOnboarding: async ({ client, setup }) =>
    client.onboardings.createOnboarding({ userId: await aUserId(setup, 'Onboarding new') }),
  getOnboardings: async ({ client, setup }) =>
    client.onboardings.getOnboardings({ userId: await aUserId(setup, 'Onboarding list') }),
  getOnboarding: async ({ client, setup }) =>
    client.onboardings.getOnboarding(await createOnboarding(setup, 'Onboarding get')),
  deleteOnboarding: async ({ client, setup }) =>
    client.onboardings.deleteOnboarding(await createOnboarding(setup, 'Onboarding delete')),
  updateOnboardingProgress: async ({ client, setup }) =>
    client.onboardings.updateOnboardingProgress(
      await createOnboarding(setup, 'Onboarding progress'),
      { flow: 'workflow', currentStep: 2 },
    ),
  getOnboardingStatus: async ({ client, setup }) =>
    client.onboardings.getOnboardingStatus(await createOnboarding(setup, 'Onboarding status')),
};
