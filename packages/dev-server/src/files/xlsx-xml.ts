/**
 * The XML parts of an `.xlsx` file read as a stream of elements with saxes, chunk by chunk, so a
 * worksheet of a million rows is never held whole. Element names lose their namespace prefix
 * (`x:row` is `row`), since writers differ in how they prefix the same spreadsheet namespace.
 * @module
 */
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { XlsxReadError } from './xlsx-archive';

/** What to do with the elements and text of a part. */
export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

/**
 * Feeds a part's bytes to the handlers; yields after each chunk, so the caller can hand on what
 * the chunk completed before the next is read. An XML error names the part.
 */
export async function* readXml(
  part: string,
  chunks: AsyncIterable<Buffer>,
  handlers: XmlHandlers,
): AsyncIterable<void> {
  const parser = new SaxesParser();
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) => {
      open(localName(tag.name), tag.attributes as Record<string, string>);
    });
  }
  if (handlers.text) parser.on('text', handlers.text);
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => {
      close(localName(tag.name));
    });
  }
  const decoder = new StringDecoder('utf8');
  const check = () => {
    if (failure)
      throw new XlsxReadError(`its part ${part} is not well-formed XML (${failure.message})`);
  };
  for await (const chunk of chunks) {
    parser.write(decoder.write(chunk));
    check();
    yield;
  }
  parser.write(decoder.end());
  parser.close();
  check();
}

/** Reads a whole part through the handlers (for the small parts: workbook, styles, relations). */
export async function readXmlPart(
  part: string,
  chunks: AsyncIterable<Buffer>,
  handlers: XmlHandlers,
): Promise<void> {
  for await (const _ of readXml(part, chunks, handlers)) {
    // Each chunk is handled as it is parsed; nothing to hand on between chunks.
  }
}
