import type { ErrorHook, ListenerErrorInfo } from './types';

/**
 * The default error hook: one structured line on stderr with the source, topic, event id, the
 * error's code and message, and where it was thrown (the first frame of its stack).
 */
export const printError: ErrorHook = (error, info) => {
  const fields = {
    source: info.source,
    topic: info.event?.topic,
    eventId: info.event?.id ?? eventIdOf(error),
    code: codeOf(error),
    error: error.message,
    at: firstFrame(error),
  };
  console.error(`importkit/listener: ${info.source} error ${JSON.stringify(fields)}`);
};

/** Turns anything thrown into an `Error`, keeping the original as `cause` when it was not one. */
export function toError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  const message = typeof thrown === 'string' ? thrown : `non-error thrown: ${String(thrown)}`;
  return new Error(message, { cause: thrown });
}

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
        error: toError(hookError).message,
        while: error.message,
      })}`,
    );
  }
}

function codeOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function eventIdOf(error: Error): string | undefined {
  const id = (error as { eventId?: unknown }).eventId;
  return typeof id === 'string' ? id : undefined;
}

function firstFrame(error: Error): string | undefined {
  const frame = error.stack?.split('\n').find((line) => line.trimStart().startsWith('at '));
  return frame?.trim().slice(3);
}
