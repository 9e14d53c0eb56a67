import { version as packageVersion } from '../package.json';

/** The package version, sent in the `User-Agent` header of every webhook request. */
export const version: string = packageVersion;

/** `importkit-webhook-egress/<version>`, the `User-Agent` of every webhook request. */
export const userAgent = `importkit-webhook-egress/${version}`;
