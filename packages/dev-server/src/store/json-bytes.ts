/**
 * The bytes of JSON's punctuation, for the walks over stored record text and request bodies that
 * find where things lie without parsing (record-text.ts, canonical-json.ts, …): one list, so
 * every walk reads the same names.
 * @module
 */
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COMMA = 0x2c;
export const COLON = 0x3a;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;
