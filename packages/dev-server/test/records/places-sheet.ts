/** The sheet of the data operations' tests: `code` readonly, `city`, and a key with a dot. */
export const PLACES = [
  { key: 'code', type: 'string', readonly: true },
  { key: 'city', type: 'string' },
  { key: 'dotted.key', type: 'string' },
];
