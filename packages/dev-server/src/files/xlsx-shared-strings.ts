/**
 * The shared strings of an `.xlsx` workbook (`xl/sharedStrings.xml`): every text a cell of type
 * `s` names by index, rich text runs joined, phonetic guides left out. They are held in memory
 * while the worksheets are read, so their size is bounded: a small file whose strings inflate to
 * gigabytes fails its extraction, naming the bound.
 * @module
 */
import { formatBytes } from './extraction-limits';
import { type XlsxArchive, XlsxLimitError } from './xlsx-archive';
import { readXmlPart } from './xlsx-xml';

export async function readSharedStrings(
  archive: XlsxArchive,
  part: string | undefined,
  maxBytes: number,
): Promise<string[]> {
  const strings: string[] = [];
  if (part === undefined || !archive.has(part)) return strings;
  let current: string[] | undefined;
  let inText = false;
  let inPhonetic = false;
  // UTF-16 code units, twice the bytes a JS string takes: near enough to bound memory.
  let held = 0;
  await readXmlPart(part, archive.read(part), {
    open(name) {
      if (name === 'si') current = [];
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't') inText = current !== undefined && !inPhonetic;
    },
    text(text) {
      if (!inText || !current) return;
      current.push(text);
      held += text.length * 2;
      if (held > maxBytes) {
        throw new XlsxLimitError(
          `its shared strings take more than ${formatBytes(maxBytes)} of memory (the bound of one .xlsx file's shared strings)`,
        );
      }
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si' && current) {
        strings.push(current.join(''));
        current = undefined;
      }
    },
  });
  return strings;
}
