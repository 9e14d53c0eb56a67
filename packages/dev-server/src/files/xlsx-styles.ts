/**
 * The number format of each cell style of an `.xlsx` workbook (`xl/styles.xml`): a cell's `s`
 * attribute indexes `cellXfs`, whose `numFmtId` is a format of the workbook's own (`numFmts`) or
 * one of the built-in formats the file format defines (ECMA-376 Part 1, 18.8.30).
 * @module
 */
import type { XlsxArchive } from './xlsx-archive';
import { readXmlPart } from './xlsx-xml';

/** The built-in number formats by id, as the file format defines them. */
const BUILT_IN_FORMATS: Readonly<Record<number, string>> = {
  0: 'General',
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  9: '0%',
  10: '0.00%',
  11: '0.00E+00',
  12: '# ?/?',
  13: '# ??/??',
  14: 'mm-dd-yy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yy h:mm',
  37: '#,##0 ;(#,##0)',
  38: '#,##0 ;[Red](#,##0)',
  39: '#,##0.00;(#,##0.00)',
  40: '#,##0.00;[Red](#,##0.00)',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mmss.0',
  48: '##0.0E+0',
  49: '@',
};

/** The number format of a style index, or undefined for the general format. */
export type FormatOfStyle = (style: number) => string | undefined;

export async function readCellFormats(
  archive: XlsxArchive,
  part: string | undefined,
): Promise<FormatOfStyle> {
  if (part === undefined || !archive.has(part)) return () => undefined;
  const custom = new Map<number, string>();
  const styles: number[] = [];
  let inCellFormats = false;
  await readXmlPart(part, archive.read(part), {
    open(name, attributes) {
      if (name === 'numFmt' && attributes.numFmtId !== undefined) {
        custom.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      } else if (name === 'cellXfs') {
        inCellFormats = true;
      } else if (name === 'xf' && inCellFormats) {
        styles.push(Number(attributes.numFmtId ?? 0));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
  });
  return (style) => {
    const id = styles[style];
    if (id === undefined) return undefined;
    return custom.get(id) ?? BUILT_IN_FORMATS[id];
  };
}
