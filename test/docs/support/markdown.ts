/**
 * Reading a markdown document the way GitHub renders it, for the checks on the docs: its fenced
 * code blocks (with the line each starts on), its prose lines (everything outside those blocks),
 * the inline code spans and links of the prose, and the anchors its headings get.
 * @module
 */

/** A fenced code block: `lang` is the info string's first word (`ts`, `sh`, or empty). */
export interface CodeBlock {
  lang: string;
  /** The block's text as a reader copies it: the fence's indentation removed, ending in `\n`. */
  text: string;
  /** The 1-based line of the document that holds the block's first line of code. */
  firstLine: number;
}

/** A line of prose (outside every fenced block), with its 1-based line number. */
export interface ProseLine {
  line: number;
  text: string;
}

export interface MarkdownDocument {
  blocks: CodeBlock[];
  prose: ProseLine[];
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)[^`]*$/;

/** Splits a document into its fenced code blocks and its prose lines. */
export function parseMarkdown(source: string): MarkdownDocument {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  const prose: ProseLine[] = [];
  let open: { fence: string; indent: number; lang: string; start: number; body: string[] } | null =
    null;
  lines.forEach((text, index) => {
    const line = index + 1;
    if (open) {
      const closing = text.trim();
      if (
        closing.length >= open.fence.length &&
        closing === open.fence[0]?.repeat(closing.length)
      ) {
        blocks.push({
          lang: open.lang,
          text: open.body.map((body) => `${body}\n`).join(''),
          firstLine: open.start,
        });
        open = null;
        return;
      }
      open.body.push(stripIndent(text, open.indent));
      return;
    }
    const fence = FENCE.exec(text);
    if (fence?.[1] !== undefined && fence[2] !== undefined) {
      open = {
        fence: fence[2],
        indent: fence[1].length,
        lang: fence[3] ?? '',
        start: line + 1,
        body: [],
      };
      return;
    }
    prose.push({ line, text });
  });
  if (open)
    throw new Error(
      `a code block opened before line ${(open as { start: number }).start} is never closed`,
    );
  return { blocks, prose };
}

function stripIndent(text: string, indent: number): string {
  let cut = 0;
  while (cut < indent && text[cut] === ' ') cut += 1;
  return text.slice(cut);
}

/**
 * The inline code spans of a whole document: a span may run over a line break, so the prose is
 * read a paragraph (a run of non-empty lines) at a time.
 */
export function documentCodeSpans(prose: ProseLine[]): { line: number; span: string }[] {
  const found: { line: number; span: string }[] = [];
  for (const paragraph of paragraphs(prose)) {
    const text = paragraph.map((entry) => entry.text).join('\n');
    const pattern = /(`+)([\s\S]*?[^`])\1(?!`)/g;
    for (const match of text.matchAll(pattern)) {
      const before = text.slice(0, match.index).split('\n').length - 1;
      found.push({
        line: paragraph[before]?.line ?? 0,
        span: (match[2] ?? '').replace(/\s*\n\s*/g, ' ').trim(),
      });
    }
  }
  return found;
}

/** The prose's paragraphs: runs of consecutive non-empty lines. */
export function paragraphs(prose: ProseLine[]): ProseLine[][] {
  const runs: ProseLine[][] = [];
  let run: ProseLine[] = [];
  let previous = -1;
  for (const entry of prose) {
    const breaks = entry.text.trim() === '' || entry.line !== previous + 1;
    if (breaks && run.length > 0) {
      runs.push(run);
      run = [];
    }
    if (entry.text.trim() !== '') run.push(entry);
    previous = entry.line;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** The targets of the links and images of a prose line, inline code left out. */
export function linkTargets(text: string): string[] {
  const withoutCode = text.replace(/(`+)[\s\S]*?\1/g, '');
  return [...withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1] ?? '',
  );
}

/** The anchors GitHub gives the document's headings (`## The clock` → `the-clock`). */
export function headingAnchors(prose: ProseLine[]): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of prose) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!heading?.[1]) continue;
    const slug = slugify(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** GitHub's heading slug: lower case, punctuation dropped, each space a hyphen. */
export function slugify(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
