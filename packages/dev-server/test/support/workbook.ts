/**
 * The workbooks tests write into: a space with one workbook of one sheet, made through the API
 * with the fields (and anything else) a test asks for.
 */
import type { Json, TestApi } from './test-api';

/** A field of a sheet, as the API takes it. */
export type FieldConfig = { key: string; type: string } & Record<string, unknown>;

/**
 * Creates a space and a workbook with one sheet of `fields`; `sheet` and `workbook` add to their
 * bodies (a slug, constraints, actions, settings, …).
 */
export async function createSheet(
  api: TestApi,
  fields: FieldConfig[],
  extra: { space?: Json; workbook?: Json; sheet?: Json } = {},
): Promise<{ space: Json; workbook: Json; sheet: Json }> {
  const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Tests', ...extra.space } }))
    .data;
  const workbook = (
    await api.ok('POST', '/v1/workbooks', {
      body: {
        name: 'Workbook',
        spaceId: space.id,
        sheets: [{ name: 'Sheet', fields, ...extra.sheet }],
        ...extra.workbook,
      },
    })
  ).data;
  return { space, workbook, sheet: workbook.sheets[0] };
}
