/**
 * A quick structural check for the record batches of `POST /v1/sheets/{sheetId}/records`: when
 * every cell is a plain `{ value?, valid? }` with a scalar (or array of scalars) value, the batch
 * is certainly valid against the contract's `RecordData[]`, and ajv (which tries every branch of
 * the value's `oneOf` for each of a million cells) is skipped. Anything else goes through ajv,
 * which also words the error.
 * @module
 */

function isScalar(value: unknown): boolean {
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCellValue(value: unknown): boolean {
  if (value === null || isScalar(value)) return true;
  return Array.isArray(value) && value.every(isScalar);
}

/** True only when `body` is an array of records whose cells hold nothing but value/valid. */
export function isPlainRecordBatch(body: unknown): boolean {
  if (!Array.isArray(body)) return false;
  for (const record of body) {
    if (!isPlainObject(record)) return false;
    for (const key in record) {
      const cell = record[key];
      if (!isPlainObject(cell)) return false;
      for (const part in cell) {
        if (part === 'value') {
          if (!isCellValue(cell.value)) return false;
        } else if (part !== 'valid' || typeof cell.valid !== 'boolean') {
          return false;
        }
      }
    }
  }
  return true;
}

/** Whether a body schema is the contract's `RecordData[]`. */
export function isRecordBatchSchema(schema: Record<string, unknown> | undefined): boolean {
  const items = schema?.items as Record<string, unknown> | undefined;
  return schema?.type === 'array' && items?.$ref === '#/components/schemas/RecordData';
}
