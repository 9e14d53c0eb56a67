/**
 * Scenarios of `messages`: the messages of a thread.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { aThreadId } from '../src/prerequisites.ts';
import { idOrPlaceholder, type ResourceScenarios, type Setup } from '../src/scenario.ts';
import type { World } from '../src/world.ts';

const QUESTION: Flatfile.MessageApiCreateData = {
  role: 'user',
  content: { text: 'Which contacts have no email?' },
};

async function threadWithMessage(setup: Setup, world: World) {
  const threadId = await aThreadId(setup, world);
  const messageId = await idOrPlaceholder(
    async () => (await setup.client.messages.createMessage(threadId, QUESTION)).id,
    'us_msg_parity000',
  );
  return { threadId, messageId };
}

export const messagesScenarios: ResourceScenarios<'messages'> = {
  createMessage: async ({ client, world, setup }) =>
    client.messages.createMessage(await aThreadId(setup, world), QUESTION),
  getMessages: async ({ client, world, setup }) =>
    client.messages.getMessages((await threadWithMessage(setup, world)).threadId),
  getMessage: async ({ client, world, setup }) => {
    const { threadId, messageId } = await threadWithMessage(setup, world);
    return client.messages.getMessage(threadId, messageId);
  },
  updateMessage: async ({ client, world, setup }) => {
    const { threadId, messageId } = await threadWithMessage(setup, world);
    return client.messages.updateMessage(threadId, messageId, {
      content: { text: 'Which contacts have no email or no plan?' },
    });
  },
  deleteMessage: async ({ client, world, setup }) => {
    const { threadId, messageId } = await threadWithMessage(setup, world);
    return client.messages.deleteMessage(threadId, messageId);
  },
};
