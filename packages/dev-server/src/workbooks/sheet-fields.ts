/**
 * The fields of an existing sheet: add (the hosted `addField`, `insertAtIndex`), replace one, and
 * remove one (the hosted `removeField`) with its stored values. Everything is checked before
 * anything is written; the records follow the fields (see sheet-changes.ts).
 * @module
 */
import { badRequest, HttpError, notFound } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { checkStoredConstraintRefs } from '../resources/stored-constraint-refs';
import { defined, requireSheet } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { FieldConfig, SheetConfig, SheetEntity, WorkbookEntity } from '../store/entities';
import { fieldsInDisplayOrder } from './enum-options';
import { type SheetChange, saveSheetChanges } from './sheet-changes';
import { checkFieldKey } from './sheet-lifecycle';

/** A field's stored-constraint references must name constraints of the space's app. */
function checkFieldStoredRefs(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  field: FieldConfig,
) {
  const space = runtime.store.spaces.get(workbook.spaceId);
  if (!space) return;
  const at = 'body.sheets';
  try {
    checkStoredConstraintRefs(runtime, space, [{ ...sheet.config, fields: [field] }], at);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // The check names the field inside a sheets array; here the field is the body.
    const [item] = error.errors;
    const key = item?.key?.replace(`${at}[0].fields[0].`, 'body.');
    throw new HttpError(error.status, item?.message ?? error.message, key);
  }
}

/** A field as answered: as a sheet lists it (an enum's options in display order, always there). */
const fieldView = (field: FieldConfig) => fieldsInDisplayOrder([field])[0] as FieldConfig;

function requireField(sheet: SheetEntity, key: string): number {
  const index = sheet.config.fields.findIndex((field) => field.key === key);
  if (index === -1) {
    throw notFound('Field', `"${key}" of sheet ${sheet.id}`, 'fieldKey');
  }
  return index;
}

/**
 * The sheet-level constraints once a field is gone: the key is dropped from their `fields` and
 * `requiredFields`, and a constraint whose `fields` it emptied is dropped. The same array when
 * none named the key.
 */
function constraintsWithout(
  constraints: SheetConfig['constraints'],
  key: string,
): SheetConfig['constraints'] {
  if (!constraints) return constraints;
  const names = (keys: string[] | undefined) => keys?.includes(key) === true;
  if (
    !constraints.some(
      (constraint) =>
        names(constraint.fields) ||
        (constraint.type === 'unique' && names(constraint.requiredFields)),
    )
  ) {
    return constraints;
  }
  const kept: NonNullable<SheetConfig['constraints']> = [];
  for (const constraint of constraints) {
    const fields = constraint.fields?.filter((other) => other !== key);
    if (fields?.length === 0 && constraint.fields?.length !== 0) continue;
    if (constraint.type === 'unique') {
      const requiredFields = constraint.requiredFields?.filter((other) => other !== key);
      kept.push({
        ...constraint,
        fields: fields as string[],
        ...(requiredFields && { requiredFields }),
      });
    } else kept.push({ ...constraint, ...(fields && { fields }) });
  }
  return kept;
}

/** The sheet with these fields, saved with its changes and events. */
function saveFields(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  fields: FieldConfig[],
  change: SheetChange,
) {
  const updated: SheetEntity = defined({
    ...sheet,
    config: { ...sheet.config, fields },
    updatedAt: runtime.now(),
  });
  saveSheetChanges(runtime, workbook, sheet, updated, [change]);
}

export const sheetFieldHandlers: HandlerMap = {
  addField: ({ params, query, body }, runtime) => {
    const { sheet, workbook } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const field = body as FieldConfig;
    const fields = sheet.config.fields;
    const at = (query.insertAtIndex as number | undefined) ?? fields.length;
    if (at > fields.length) {
      throw badRequest(
        `query.insertAtIndex ${at} is past the end of sheet "${sheet.name}" (${fields.length} fields: 0 to ${fields.length})`,
        'query.insertAtIndex',
      );
    }
    const seen = new Map(fields.map((other) => [other.key.toLowerCase(), other.key]));
    checkFieldKey(sheet.name, seen, field.key, 'body.key');
    checkFieldStoredRefs(runtime, workbook, sheet, field);
    const next = [...fields.slice(0, at), field, ...fields.slice(at)];
    saveFields(runtime, workbook, sheet, next, {
      type: 'field_added',
      details: { key: field.key },
    });
    return { data: fieldView(field) };
  },

  updateField: ({ params, body }, runtime) => {
    const { sheet, workbook } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const key = params.fieldKey as string;
    const index = requireField(sheet, key);
    const field = body as FieldConfig;
    if (field.key !== key) {
      throw badRequest(
        `body.key "${field.key}" differs from the field "${key}" being updated (a key cannot change: add a field and remove this one)`,
        'body.key',
      );
    }
    checkFieldStoredRefs(runtime, workbook, sheet, field);
    if (JSON.stringify(sheet.config.fields[index]) === JSON.stringify(field))
      return { data: fieldView(field) };
    const next = sheet.config.fields.map((other, at) => (at === index ? field : other));
    saveFields(runtime, workbook, sheet, next, { type: 'field_updated', details: { key } });
    return { data: fieldView(field) };
  },

  removeField: ({ params }, runtime) => {
    const { sheet, workbook } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const key = params.fieldKey as string;
    const index = requireField(sheet, key);
    const fields = sheet.config.fields.filter((_, at) => at !== index);
    const changes: SheetChange[] = [{ type: 'field_removed', details: { key } }];
    const constraints = constraintsWithout(sheet.config.constraints, key);
    const config = { ...sheet.config, fields };
    if (constraints !== sheet.config.constraints) {
      if (constraints && constraints.length > 0) config.constraints = constraints;
      else delete config.constraints;
      changes.push({
        type: 'config_updated',
        details: {
          field: 'constraints',
          previousValue: sheet.config.constraints,
          newValue: config.constraints ?? null,
        },
      });
    }
    const updated = defined({ ...sheet, config, updatedAt: runtime.now() });
    saveSheetChanges(runtime, workbook, sheet, updated, changes);
    return success();
  },
};
