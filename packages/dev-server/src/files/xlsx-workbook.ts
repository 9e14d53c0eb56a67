/**
 * Where an `.xlsx` workbook keeps its parts: the worksheets in workbook order with their names
 * (from `xl/workbook.xml` and its relationships), the shared strings and the styles, and whether
 * its dates count from 1904 (old Mac workbooks).
 * @module
 */
import { posix } from 'node:path';
import type { XlsxArchive } from './xlsx-archive';
import { XlsxReadError } from './xlsx-archive';
import { readXmlPart } from './xlsx-xml';

export interface WorkbookParts {
  sheets: { name: string; part: string }[];
  sharedStrings?: string;
  styles?: string;
  date1904: boolean;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELATIONS = 'xl/_rels/workbook.xml.rels';

/** A relationship's target as a part name: relative to `xl/`, or absolute from the archive root. */
function partOf(target: string): string {
  return target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));
}

export async function readWorkbookParts(archive: XlsxArchive): Promise<WorkbookParts> {
  if (!archive.has(WORKBOOK)) {
    throw new XlsxReadError(`it is not an .xlsx workbook (it has no ${WORKBOOK})`);
  }
  const targets = new Map<string, { type: string; part: string }>();
  if (archive.has(WORKBOOK_RELATIONS)) {
    await readXmlPart(WORKBOOK_RELATIONS, archive.read(WORKBOOK_RELATIONS), {
      open(name, attributes) {
        if (name !== 'Relationship' || !attributes.Id || !attributes.Target) return;
        targets.set(attributes.Id, {
          type: attributes.Type ?? '',
          part: partOf(attributes.Target),
        });
      },
    });
  }
  const sheets: { name: string; part: string }[] = [];
  let date1904 = false;
  await readXmlPart(WORKBOOK, archive.read(WORKBOOK), {
    open(name, attributes) {
      if (name === 'workbookPr') {
        date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      }
      if (name !== 'sheet') return;
      const id =
        attributes['r:id'] ?? Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
      const target = id === undefined ? undefined : targets.get(id);
      // A chart sheet or dialog sheet has no rows to extract.
      if (!target?.type.endsWith('/worksheet')) return;
      sheets.push({ name: attributes.name ?? '', part: target.part });
    },
  });
  const partOfType = (suffix: string) =>
    [...targets.values()].find((target) => target.type.endsWith(suffix))?.part;
  return {
    sheets,
    sharedStrings: partOfType('/sharedStrings'),
    styles: partOfType('/styles'),
    date1904,
  };
}
