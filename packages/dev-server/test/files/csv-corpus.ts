/**
 * The differential corpus of delimited text: the edge cases the extraction must read as it reads
 * them today, seeded random files, and the reference reading they are compared with — csv-parse
 * with the options the extraction has used (as rows of strings, each with the line csv-parse says
 * it ended on, or the error and its line). Used by csv-parser-differential.test.ts and by
 * bench/csv-parsers.ts, which runs every candidate parser over it.
 * @module
 */
import { type Options, parse } from 'csv-parse/sync';

/** One file of the corpus: its bytes, its extension, and the delimiter detection must find. */
export interface CorpusCase {
  name: string;
  bytes: Buffer;
  ext: 'csv' | 'tsv';
  delimiter: string;
}

/** A row as the extraction keeps it: its cells and the line it ended on. */
export interface ReadRow {
  cells: string[];
  line: number;
}

/** What reading a file gives: every row, or the failure with its line (rows before it dropped). */
export type Reading = { rows: ReadRow[] } | { error: { code?: string; line?: number } };

/** csv-parse's options as the extraction has read delimited text with them. */
export function referenceOptions(delimiter: string, maxRowCharacters = 16 * 1024 * 1024): Options {
  return {
    delimiter,
    bom: true,
    max_record_size: maxRowCharacters,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  };
}

/** The reference reading of a file's text (after any byte order mark, decoded). */
export function referenceReading(text: string, delimiter: string): Reading {
  const rows: ReadRow[] = [];
  try {
    parse(text, {
      ...referenceOptions(delimiter),
      on_record: (record: string[], context) => {
        rows.push({ cells: record, line: context.lines });
        return null;
      },
    });
  } catch (error) {
    const { code, lines } = error as { code?: string; lines?: number };
    return { error: { code, line: lines } };
  }
  return { rows };
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const csv = (name: string, text: string, delimiter = ','): CorpusCase => ({
  name,
  bytes: utf8(text),
  ext: 'csv',
  delimiter,
});

/** The 64 KiB a file is read in: a character placed across it is cut between two reads. */
const READ_CHUNK = 64 * 1024;

/** `filler` then `character` so that the character's bytes straddle the first read's end. */
function straddling(character: string): string {
  const prefix = 'id,text\n1,';
  const fill = 'x'.repeat(READ_CHUNK - prefix.length - 1);
  return `${prefix}${fill}${character}${character}\n2,${character}\n`;
}

/** The edge cases, each a small file. */
export const EDGE_CASES: CorpusCase[] = [
  csv('quoted fields with delimiters', 'name,note\n"Lovelace, Ada","a,b,,c"\n"x",y\n'),
  csv('doubled quotes', 'name,quote\nAda,"She said ""hi"""\n"""",""""""\n'),
  csv('LF inside quotes', 'id,text\n1,"two\nlines"\n2,"three\nmore\nlines"\n'),
  csv('CRLF inside quotes', 'id,text\r\n1,"two\r\nlines"\r\n2,after\r\n'),
  csv('CR inside quotes', 'id,text\n1,"two\rlines"\n2,after\n'),
  csv('CRLF line ends', 'a,b\r\n1,2\r\n3,4\r\n'),
  csv('LF line ends', 'a,b\n1,2\n3,4\n'),
  csv('CR line ends', 'a,b\r1,2\r3,4\r'),
  csv('LF first, then CRLF and CR', 'a,b\n1,2\r\n3,4\r5,6\n'),
  csv('CRLF first, then LF', 'a,b\r\n1,2\n3,4\r\n'),
  csv('no line end at the end', 'a,b\n1,2'),
  csv('quoted field at the end of the file', 'a,b\n1,"2"'),
  { name: 'byte order mark', bytes: utf8('\ufeffname,age\nAda,36\n'), ext: 'csv', delimiter: ',' },
  csv('empty fields', 'a,b,c\n,,\n1,,3\n,2,\n""," ",""\n'),
  csv('empty lines', 'a,b\n\n1,2\n\n\n3,4\n\n'),
  csv('lines of spaces', 'a,b\n  \n1,2\n\t\n'),
  csv('empty lines with CRLF', 'a,b\r\n\r\n1,2\r\n\r\n'),
  csv('one empty quoted field', 'a\n""\n""\n'),
  csv('ragged rows', 'a,b,c\n1,2\n1,2,3,4,5\n1\n1,2,3\n'),
  csv('trailing delimiter', 'a,b,\n1,2,\n3,4,,\n'),
  csv('whitespace around quotes', 'a,b,c\n "x",y,z\n"x" ,y,z\nx, "y" ,z\n'),
  csv('quote in an unquoted field', 'size,item\n5",screen\n12" x 9",frame\nab"c"d,e\n'),
  csv('text after a closing quote', 'a,b\n"x"y,z\n"x""y"z,w\n'),
  csv('unterminated quote at the end', 'a,b\n1,2\n3,"never closed\n4,5\n'),
  csv('unterminated quote on the last line', 'a,b\n1,"open'),
  {
    name: 'TSV',
    bytes: utf8('name\tnote\nAda\t"a\tb"\nGrace\tplain, with commas\n'),
    ext: 'tsv',
    delimiter: '\t',
  },
  csv('semicolons', 'name;amount;unit\n"Doe; Jane";1,5;kg\nRoe;2,25;g\n', ';'),
  csv('pipes', 'name|note\nAda|"a|b"\nGrace|x\n', '|'),
  csv('multibyte characters', 'name,city\nZoë,Zürich\n日本,東京\n😀,"🎉,🎈"\n'),
  csv('2-byte character across the read boundary', straddling('é')),
  csv('3-byte character across the read boundary', straddling('日')),
  csv('4-byte character across the read boundary', straddling('😀')),
  csv(
    'very long quoted field',
    `id,text\n1,"${'long text, with "" and \n'.repeat(20_000)}"\n2,x\n`,
  ),
  csv('very long unquoted field', `id,text\n1,${'y'.repeat(300_000)}\n2,x\n`),
  csv('control characters', 'a,b\n\u0001,\u001f\n"\u0000",x\n'),
];

/** A small deterministic generator (mulberry32), so a failure names the seed that made it. */
export function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = ['a', 'bc', ' ', ',', ';', '"', '""', '\n', '\r\n', '\r', 'é', '日', '😀', '\t'];
const LINE_ENDS = ['\n', '\r\n', '\r'];

/**
 * A random file: rows of 0–5 cells made of the pieces above (delimiters, quotes and line ends
 * among them), some quoted, some with a stray quote; one line end for most files, mixed in some.
 */
export function randomCase(seed: number): CorpusCase {
  const random = randomOf(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const mixed = random() < 0.2;
  const fileEnd = pick(LINE_ENDS);
  const lines: string[] = [];
  const rows = 1 + Math.floor(random() * 15);
  for (let row = 0; row < rows; row++) {
    const cells: string[] = [];
    const width = Math.floor(random() * 6);
    for (let column = 0; column < width; column++) {
      let cell = '';
      const length = Math.floor(random() * 6);
      for (let index = 0; index < length; index++) cell += pick(PIECES);
      const quoted = random() < 0.4;
      cells.push(quoted ? `"${cell.replaceAll('"', '""')}"` : cell.replaceAll(/[\r\n,]/g, ''));
    }
    lines.push(cells.join(','));
    lines.push(mixed ? pick(LINE_ENDS) : fileEnd);
  }
  if (random() < 0.3) lines.pop();
  return csv(`random file, seed ${seed}`, lines.join(''));
}

/** Decodes a corpus file's bytes as the extraction would (they are all UTF-8). */
export function corpusText(bytes: Buffer): string {
  return bytes.toString('utf8');
}
