/**
 * A workbook made in a test environment: its ids and its sheets by slug.
 * @module
 */
import { type ImportkitClient, unwrap, type Workbook } from '@importkit/api';
import { SheetHandle } from './sheet-handle';

/**
 * A workbook of a test environment, with typed access to its sheets by slug.
 *
 * @example
 * const workbook = await env.workbook(blueprint);
 * const records = await workbook.sheets.contacts.records();
 */
export class WorkbookHandle<Slug extends string = string> {
  readonly id: string;
  readonly spaceId: string;
  readonly name: string;
  /** The sheets by slug (`workbook.sheets.contacts.id`). */
  readonly sheets: Readonly<Record<Slug, SheetHandle>>;
  /** The sheets in the workbook's order. */
  readonly sheetList: readonly SheetHandle[];
  readonly #client: ImportkitClient;

  constructor(client: ImportkitClient, workbook: Workbook) {
    this.#client = client;
    this.id = workbook.id;
    this.spaceId = workbook.spaceId;
    this.name = workbook.name;
    this.sheetList = (workbook.sheets ?? []).map((sheet) => new SheetHandle(client, sheet));
    this.sheets = Object.fromEntries(this.sheetList.map((sheet) => [sheet.slug, sheet])) as Record<
      Slug,
      SheetHandle
    >;
  }

  /** A handle of an existing workbook, read by id. */
  static async read(client: ImportkitClient, workbookId: string): Promise<WorkbookHandle> {
    const { data } = await unwrap(
      client.GET('/v1/workbooks/{workbookId}', { params: { path: { workbookId } } }),
    );
    return new WorkbookHandle(client, data);
  }

  /** The sheet with this slug (or name); throws naming the sheets there are. */
  sheet(slugOrName: string): SheetHandle {
    const sheet = this.sheetList.find((s) => s.slug === slugOrName || s.name === slugOrName);
    if (!sheet) {
      const known = this.sheetList.map((s) => s.slug).join(', ') || 'none';
      throw new Error(
        `importkit/testing: workbook ${this.id} has no sheet "${slugOrName}" (its sheets: ${known})`,
      );
    }
    return sheet;
  }

  /** The workbook as the API returns it now (with its sheets and actions). */
  async read(): Promise<Workbook> {
    const { data } = await unwrap(
      this.#client.GET('/v1/workbooks/{workbookId}', {
        params: { path: { workbookId: this.id } },
      }),
    );
    return data;
  }
}
