import { z } from 'zod';
import type { WebhookHttpResponse } from '../deliver/post-webhook';
import { type Rejections, rejectionsSchema } from './rejection-schema';

/** What the webhook's answer means for the job (the service description's outcome table). */
export type ResponseVerdict =
  | { kind: 'failed-status'; status: number; statusText: string }
  | { kind: 'unparsable'; truncated: boolean }
  | { kind: 'malformed-rejections'; problems: string }
  | { kind: 'accepted'; rejections: Rejections | undefined };

const MAX_PROBLEMS = 3;

function describeProblems(error: z.ZodError): string {
  const shown = error.issues.slice(0, MAX_PROBLEMS).map((issue) => {
    const path = z.core.toDotPath(['rejections', ...issue.path]);
    return `${path}: ${issue.message}`;
  });
  const more = error.issues.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}

/**
 * Reads the webhook's answer: only HTTP 200 is a success (redirects are not followed, so a 3xx is
 * a failed status too); its body must be JSON; `{}` or any JSON without `rejections` is accepted
 * with nothing to apply; `rejections`, when present, must match the Rejection response.
 */
export function interpretResponse(response: WebhookHttpResponse): ResponseVerdict {
  if (response.status !== 200) {
    return { kind: 'failed-status', status: response.status, statusText: response.statusText };
  }
  if (response.truncated) return { kind: 'unparsable', truncated: true };
  let body: unknown;
  try {
    body = JSON.parse(response.body.toString('utf8'));
  } catch {
    return { kind: 'unparsable', truncated: false };
  }
  const rejections =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as { rejections?: unknown }).rejections
      : undefined;
  if (rejections === undefined || rejections === null)
    return { kind: 'accepted', rejections: undefined };
  const parsed = rejectionsSchema.safeParse(rejections);
  if (!parsed.success)
    return { kind: 'malformed-rejections', problems: describeProblems(parsed.error) };
  return { kind: 'accepted', rejections: parsed.data };
}
