/**
 * What a cell shows and whether it can be edited: its value as text, its messages, and the
 * readonly rules (sheet, field, record, cell), as the hosted UI applies them to end users.
 * @module
 */
import type { Schemas } from './api';
import type { SheetRecord } from './record-pages';

export type Field = Schemas['Property'];
export type CellValue = Schemas['CellValue'];
export type Sheet = Schemas['Sheet'];

/** A cell value as text (lists joined with commas, empty for null). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function isCellReadonly(sheet: Sheet, field: Field, record: SheetRecord): boolean {
  return Boolean(
    sheet.config.readonly ||
      field.readonly ||
      record.config?.readonly ||
      record.config?.fields?.[field.key]?.readonly,
  );
}

export function errorMessages(cell: CellValue | undefined): string[] {
  return (cell?.messages ?? [])
    .filter((message) => (message.type ?? 'error') === 'error')
    .map((message) => message.message ?? '');
}

export function otherMessages(cell: CellValue | undefined): string[] {
  return (cell?.messages ?? [])
    .filter((message) => message.type === 'warn' || message.type === 'info')
    .map((message) => `${message.type}: ${message.message}`);
}

export interface EnumChoice {
  value: string;
  label: string;
}

/** An enum field's options in its `sortBy` order (`label`, `value` or `ordinal`). */
export function enumChoices(field: Field): EnumChoice[] | undefined {
  if (field.type !== 'enum') return undefined;
  const config = (field as Schemas['EnumProperty']).config;
  const options = [...(config?.options ?? [])];
  const sortBy = config?.sortBy ?? 'label';
  const label = (option: Schemas['EnumPropertyOption']) => option.label ?? cellText(option.value);
  options.sort((a, b) => {
    if (sortBy === 'ordinal') return (a.ordinal ?? 0) - (b.ordinal ?? 0);
    if (sortBy === 'value') return cellText(a.value).localeCompare(cellText(b.value));
    return label(a).localeCompare(label(b));
  });
  return options.map((option) => ({ value: cellText(option.value), label: label(option) }));
}

/** The typed value to write for what the user typed into a field's editor. */
export function parseInput(field: Field, text: string): unknown {
  if (text === '') return null;
  if (field.type === 'number') {
    const number = Number(text);
    return Number.isFinite(number) ? number : text;
  }
  if (field.type === 'boolean') return text === 'true';
  return text;
}
