import { messageOf, stringProperty, toError } from './thrown-value';
import type { ErrorHook, ListenerErrorInfo } from './types';

/**
 * The default error hook: one structured line on stderr with the source, topic, event id, the
 * error's code and message, and where it was thrown (the first frame of its stack).
 */
export const printError: ErrorHook = (error, info) => {
  const fields = {
    source: info.source,
    topic: info.event?.topic,
    eventId: info.event?.id ?? stringProperty(error, 'eventId'),
    code: stringProperty(error, 'code'),
    error: messageOf(error),
    at: firstFrame(error),
  };
  console.error(`importkit/listener: ${info.source} error ${JSON.stringify(fields)}`);
};

/** Calls the hook and makes sure neither its throw nor its rejection escapes. */
export async function callErrorHook(
  hook: ErrorHook,
  thrown: unknown,
  info: ListenerErrorInfo,
): Promise<void> {
  const error = toError(thrown);
  try {
    await hook(error, info);
  } catch (hookError) {
    console.error(
      `importkit/listener: the error hook threw ${JSON.stringify({
        error: messageOf(hookError),
        while: messageOf(error),
      })}`,
    );
  }
}

function firstFrame(error: Error): string | undefined {
  const stack = stringProperty(error, 'stack');
  const frame = stack?.split('\n').find((line) => line.trimStart().startsWith('at '));
  return frame?.trim().slice(3);
}
