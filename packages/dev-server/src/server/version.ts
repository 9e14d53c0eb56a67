/**
 * The package's version, as `importkit-dev --version` prints it and the package exports it.
 * @module
 */
export const version = '0.1.0';
