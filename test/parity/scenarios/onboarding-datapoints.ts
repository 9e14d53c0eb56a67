/**
 * Scenarios of `onboardingDatapoints`: what a user told the onboarding, step by step.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { idOrPlaceholder, type ResourceScenarios, type Setup } from '../src/scenario.ts';
import { createOnboarding } from './onboardings.ts';

function datapoint(onboardingId: string): Flatfile.OnboardingDatapointCreate {
  return { onboardingId, source: 'welcome-form', data: { role: 'operations', teamSize: 12 } };
}

async function onboardingWithDatapoint(setup: Setup, name: string) {
  const onboardingId = await createOnboarding(setup, name);
  const datapointId = await idOrPlaceholder(
    async () =>
      (
        await setup.client.onboardingDatapoints.createOnboardingDatapoint(
          onboardingId,
          datapoint(onboardingId),
        )
      ).data.id,
    'us_odp_parity000',
  );
  return { onboardingId, datapointId };
}

export const onboardingDatapointsScenarios: ResourceScenarios<'onboardingDatapoints'> = {
  createOnboardingDatapoint: async ({ client, setup }) => {
    const onboardingId = await createOnboarding(setup, 'Datapoint create');
    return client.onboardingDatapoints.createOnboardingDatapoint(
      onboardingId,
      datapoint(onboardingId),
    );
  },
  getOnboardingDatapoints: async ({ client, setup }) =>
    client.onboardingDatapoints.getOnboardingDatapoints(
      (await onboardingWithDatapoint(setup, 'Datapoint list')).onboardingId,
    ),
  getOnboardingDatapoint: async ({ client, setup }) => {
    const { onboardingId, datapointId } = await onboardingWithDatapoint(setup, 'Datapoint get');
    return client.onboardingDatapoints.getOnboardingDatapoint(onboardingId, datapointId);
  },
  updateOnboardingDatapoint: async ({ client, setup }) => {
    const { onboardingId, datapointId } = await onboardingWithDatapoint(setup, 'Datapoint update');
    return client.onboardingDatapoints.updateOnboardingDatapoint(onboardingId, datapointId, {
      data: { role: 'engineering', teamSize: 30 },
    });
  },
  deleteOnboardingDatapoint: async ({ client, setup }) => {
    const { onboardingId, datapointId } = await onboardingWithDatapoint(setup, 'Datapoint delete');
    return client.onboardingDatapoints.deleteOnboardingDatapoint(onboardingId, datapointId);
  },
};
