/**
 * Bearer authentication. Both keys are hashed to equal-length digests first, so the comparison
 * takes the same time whatever the caller sent.
 * @module
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Returns a function telling whether an `Authorization` header carries the API key.
 *
 * @example
 * const isAuthorized = createKeyCheck('sk_dev_123');
 * isAuthorized('Bearer sk_dev_123'); // true
 */
export function createKeyCheck(apiKey: string): (header: string | undefined) => boolean {
  const expected = digest(apiKey);
  return (header) => {
    const token = header === undefined ? undefined : BEARER.exec(header)?.[1];
    const matches = timingSafeEqual(digest(token ?? ''), expected);
    return token !== undefined && matches;
  };
}
