/**
 * The quote-aware pre-check a parser without row bounds would need before it (it produces no
 * fields): a pass over the file's bytes, between the file and the parser, that fails a row with
 * more fields than `maxFieldsPerRow` or more bytes than `maxRowCharacters` before the parser
 * sees it, naming the bound and the line. bench/csv-parsers.ts measures what it costs. It follows
 * csv-parse's quoting with `relax_quotes` (a quote opens a field only at its start; inside, a
 * doubled quote is a quote and any other quote closes it) and ends a row at CR or LF.
 * @module
 */
import { Transform, type TransformCallback } from 'node:stream';

export interface RowBounds {
  maxFieldsPerRow: number;
  maxRowCharacters: number;
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** Byte classes: 0 ordinary, 1 quote, 2 delimiter, 3 CR, 4 LF. */
function classesOf(delimiter: string): Uint8Array {
  const classes = new Uint8Array(256);
  classes[QUOTE] = 1;
  classes[delimiter.charCodeAt(0)] = 2;
  classes[CR] = 3;
  classes[LF] = 4;
  return classes;
}

export class RowBoundsCheck extends Transform {
  private readonly classes: Uint8Array;
  private quoted = false;
  /** A quote inside a quoted field was the chunk's last byte: the next byte decides. */
  private quoteAtEnd = false;
  private fieldStart = true;
  private fields = 1;
  /** Bytes of the row before the current chunk. */
  private carried = 0;
  private line = 1;
  private previousCr = false;

  constructor(
    delimiter: string,
    private readonly bounds: RowBounds,
  ) {
    super();
    this.classes = classesOf(delimiter);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    const error = this.scan(chunk);
    if (error) callback(error);
    else callback(null, chunk);
  }

  private failure(bound: string, limit: number): Error {
    return Object.assign(
      new Error(
        `a row has more than ${limit.toLocaleString('en-US')} ${bound} (the bound of ${bound} per row)`,
      ),
      { lines: this.line },
    );
  }

  /** Whether the byte before `index` was a CR (a CRLF is one line end). */
  private afterCr(chunk: Buffer, index: number): boolean {
    return index > 0 ? chunk[index - 1] === CR : this.previousCr;
  }

  private scan(chunk: Buffer): Error | undefined {
    const { classes } = this;
    const { maxFieldsPerRow, maxRowCharacters } = this.bounds;
    let rowStart = -this.carried;
    let index = 0;
    if (this.quoteAtEnd) {
      this.quoteAtEnd = false;
      if (chunk[0] === QUOTE) index = 1;
      else this.quoted = false;
    }
    for (; index < chunk.length; index++) {
      const kind = classes[chunk[index] as number] as number;
      if (kind === 0) {
        this.fieldStart = false;
        continue;
      }
      if (this.quoted) {
        if (kind === 1) {
          if (index + 1 === chunk.length) this.quoteAtEnd = true;
          else if (chunk[index + 1] === QUOTE) index++;
          else this.quoted = false;
        } else if (kind >= 3 && !(kind === 4 && this.afterCr(chunk, index))) this.line++;
        continue;
      }
      if (kind === 1) {
        if (this.fieldStart) this.quoted = true;
        this.fieldStart = false;
      } else if (kind === 2) {
        this.fieldStart = true;
        if (++this.fields > maxFieldsPerRow) return this.failure('fields', maxFieldsPerRow);
      } else {
        if (!(kind === 4 && this.afterCr(chunk, index))) this.line++;
        this.fieldStart = true;
        this.fields = 1;
        rowStart = index + 1;
      }
      if (index - rowStart > maxRowCharacters) {
        return this.failure('characters', maxRowCharacters);
      }
    }
    this.previousCr = chunk[chunk.length - 1] === CR;
    this.carried = chunk.length - rowStart;
    if (this.carried > maxRowCharacters) return this.failure('characters', maxRowCharacters);
    return undefined;
  }
}
