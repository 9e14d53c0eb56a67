/**
 * The readonly rules of the data operations (clear column, find and replace): which cells are
 * readonly, and which columns an operation may touch. Record updates through the API are not
 * subject to them (readonly limits end users, as in the hosted service).
 * @module
 */
import { badRequest } from '../app/http-error';
import type { FieldConfig, SheetEntity, StoredRecord } from '../store/entities';

interface ReadonlyRecordConfig {
  readonly?: boolean;
  fields?: Record<string, { readonly?: boolean } | undefined>;
}

/** Whether a record's cell is readonly: the whole record is, or that cell is (`config.fields`). */
export function isReadonlyCell(record: StoredRecord, key: string): boolean {
  const config = record.config as ReadonlyRecordConfig | undefined;
  if (config === undefined) return false;
  if (config.readonly === true) return true;
  const fields = config.fields;
  return fields !== undefined && Object.hasOwn(fields, key) && fields[key]?.readonly === true;
}

/** The field of a sheet with this key (exact match), if any. */
export function sheetField(sheet: SheetEntity, key: string): FieldConfig | undefined {
  return sheet.config.fields.find((field) => field.key === key);
}

/**
 * Checks that a column may be cleared, with the service description's messages: the field must be
 * a field of the sheet, the sheet and the field must not be readonly. Returns the field.
 */
export function checkColumnClearable(sheet: SheetEntity, key: string): FieldConfig {
  const field = sheetField(sheet, key);
  if (field === undefined) {
    throw badRequest(
      `The clear-column action is not allowed for field "${key}": it is not a field of sheet "${sheet.name}" (${sheet.id})`,
      'body.field',
    );
  }
  if (sheet.config.readonly === true) {
    throw badRequest('Sheet is readonly. Column cannot be cleared', 'body.field');
  }
  if (field.readonly === true) {
    throw badRequest('Column is readonly and cannot be cleared', 'body.field');
  }
  return field;
}
