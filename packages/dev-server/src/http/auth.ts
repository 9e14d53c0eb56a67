/**
 * Bearer authentication: the key the server was started with, and the keys and tokens issued
 * through the API since (`resources/api-keys.ts`), which are accepted until they are deleted. Every
 * key is compared as an equal-length digest, and every issued one is compared on every request,
 * so the time taken says nothing about the caller's token or which key it matched.
 * @module
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The digest a key is compared (and an issued token stored) as. */
export function keyDigest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** The digests of the keys and tokens issued so far, read on every request. */
export type IssuedKeys = () => Iterable<Buffer>;

/**
 * Returns a function telling whether an `Authorization` header carries the API key or one of the
 * issued keys.
 *
 * @example
 * const isAuthorized = createKeyCheck('sk_dev_123');
 * isAuthorized('Bearer sk_dev_123'); // true
 */
export function createKeyCheck(
  apiKey: string,
  issued: IssuedKeys = () => [],
): (header: string | undefined) => boolean {
  const expected = keyDigest(apiKey);
  return (header) => {
    const token = header === undefined ? undefined : BEARER.exec(header)?.[1];
    const given = keyDigest(token ?? '');
    let matches = timingSafeEqual(given, expected);
    for (const digest of issued()) {
      // No early exit: each issued key costs the same whether an earlier one matched.
      if (digest.length === given.length && timingSafeEqual(given, digest)) matches = true;
    }
    return token !== undefined && matches;
  };
}
