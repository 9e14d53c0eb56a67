/**
 * The docs are true as written: every TypeScript block of every README (and of the engineering
 * notes moved out of them) compiles against the packages as they are; every command they give
 * uses flags the command has and npm scripts that exist; every link and repository path they
 * name is in the repository; and none of them promises work with a "not built yet" or points at
 * an issue. A failure names the document and line.
 * @module
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { isBuildStale } from '../packaging/support/fresh-build';
import { type Doc, readDocs, repoRoot, repositoryPaths } from './support/doc-files';
import { documentCodeSpans, headingAnchors, linkTargets, paragraphs } from './support/markdown';
import { preambles } from './support/preambles';
import { commandProblems, flagsOfHelp, shellCommands } from './support/shell-commands';
import { type BlockCheck, preambleFor, typecheckBlocks } from './support/typecheck-blocks';

/** Blocks that run in CI as they are written: the file that runs each, which must equal it. */
const runElsewhere = [
  { doc: 'README.md', file: 'examples/quickstart/src/listener.ts' },
  { doc: 'packages/testing/README.md', file: 'packages/testing/test/readme/submit-flow.test.ts' },
  { doc: 'packages/testing/README.md', file: 'packages/testing/test/runners/node-test-example.ts' },
];

/** A block that must fail, checked in the same program: the check can catch a stale option. */
const knownWrongBlock = {
  doc: 'a-known-wrong-block.md',
  firstLine: 10,
  text: "import { createClient } from '@importkit/api';\n\ncreateClient({ baseURL: 'http://127.0.0.1:8787' });\n",
  preamble: [],
};

const docs = readDocs();
const isTypeScript = (lang: string) => lang === 'ts' || lang === 'typescript';
const isShell = (lang: string) => lang === 'sh' || lang === 'bash' || lang === 'shell';
const runFile = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

let check: BlockCheck;
let typescriptBlocks = 0;
const helps = new Map<string, string>();

beforeAll(async () => {
  // The CLIs' help runs beside the type check: from the built bins when the build is as new as
  // the sources (as after `npm ci`), which start in a fraction of the time, else from the
  // sources with tsx.
  const run = promisify(execFile);
  const fromBuild = !isBuildStale();
  const helpOf = (packageDir: string) =>
    run(
      process.execPath,
      fromBuild
        ? [`${packageDir}/dist/cli.js`, '--help']
        : ['--import', 'tsx', `${packageDir}/src/cli.ts`, '--help'],
      { cwd: repoRoot },
    );
  const pending = Promise.all([helpOf('packages/dev-server'), helpOf('packages/testing')]);
  const ranElsewhere = new Set(runElsewhere.map(({ file }) => runFile(file)));
  const blocks = docs.flatMap((doc) =>
    doc.blocks
      .filter((block) => isTypeScript(block.lang) && !ranElsewhere.has(block.text))
      .map((block) => ({
        doc: doc.path,
        firstLine: block.firstLine,
        text: block.text,
        preamble: preambleFor(block.text, preambles[doc.path] ?? []),
      })),
  );
  typescriptBlocks = docs
    .flatMap((doc) => doc.blocks)
    .filter((block) => isTypeScript(block.lang)).length;
  check = typecheckBlocks([...blocks, knownWrongBlock]);
  const [dev, fixture] = await pending;
  helps.set('importkit-dev', dev.stdout);
  helps.set('importkit-fixture', fixture.stdout);
}, 120_000);

const lines = (problems: { where: string; message: string }[]) =>
  problems.map(({ where, message }) => `${where}: ${message}`);

describe('TypeScript blocks', () => {
  it('are every ts fence of the docs', () => {
    const fences = docs.flatMap((doc) => doc.source.match(/^\s*```(ts|typescript)\s*$/gm) ?? []);
    expect(typescriptBlocks).toBe(fences.length);
    expect(check.checked).toBe(typescriptBlocks - runElsewhere.length + 1);
  });

  it.each(runElsewhere)('$doc shows $file as it is', ({ doc, file }) => {
    const blocks = docs.find((candidate) => candidate.path === doc)?.blocks ?? [];
    expect(blocks.map((block) => block.text)).toContain(runFile(file));
  });

  it('compile as written, with the root tsconfig', () => {
    const problems = check.problems.filter(({ where }) => !where.includes(knownWrongBlock.doc));
    expect(lines(problems)).toEqual([]);
  });

  it('a wrong block is reported with its line and the compiler message', () => {
    const problems = check.problems.filter(({ where }) => where.includes(knownWrongBlock.doc));
    expect(lines(problems)).toEqual([
      expect.stringMatching(/^a-known-wrong-block\.md:12: TS2561: .*'baseURL'.*'baseUrl'/),
    ]);
  });
});

/** Every command of a document: its shell blocks, and inline code that is a command. */
function commandsOf(doc: Doc) {
  const fromBlocks = doc.blocks
    .filter((block) => isShell(block.lang))
    .flatMap((block) => shellCommands(block.text, block.firstLine));
  const fromProse = documentCodeSpans(doc.prose)
    .filter(({ span }) => /^(npx |npm |importkit-[\w-]+ )/.test(span))
    .flatMap(({ span, line }) => shellCommands(span, line));
  return [...fromBlocks, ...fromProse];
}

/** The member names of an exported interface of a source file. */
function interfaceMembers(file: string, name: string): string[] {
  const source = ts.createSourceFile(file, runFile(file), ts.ScriptTarget.ES2022);
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  );
  return (declaration?.members ?? []).flatMap((member) =>
    member.name && ts.isIdentifier(member.name) ? [member.name.text] : [],
  );
}

describe('the CLI and the options', () => {
  it('use only flags the command lists, and npm scripts that exist', () => {
    const problems = docs.flatMap((doc) =>
      commandsOf(doc).flatMap((command) =>
        commandProblems(command, helps).map((message) => `${doc.path}:${command.line}: ${message}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('the dev-server README names every flag of importkit-dev', () => {
    const readme = docs.find((doc) => doc.path === 'packages/dev-server/README.md')?.source ?? '';
    const flags = [...flagsOfHelp(helps.get('importkit-dev') ?? '')].filter((f) =>
      f.startsWith('--'),
    );
    expect(flags.length).toBeGreaterThan(10);
    expect(flags.filter((flag) => !new RegExp(`${flag}(?![\\w-])`).test(readme))).toEqual([]);
  });

  it('the dev-server README names every option of startDevServer', () => {
    const readme = docs.find((doc) => doc.path === 'packages/dev-server/README.md')?.source ?? '';
    const options = interfaceMembers(
      'packages/dev-server/src/server/start-dev-server.ts',
      'DevServerOptions',
    );
    expect(options.length).toBeGreaterThan(15);
    expect(options.filter((option) => !readme.includes(`| \`${option}\` |`))).toEqual([]);
  });

  it('a flag the help does not list, or a missing script, is reported', () => {
    const [wrongFlag, wrongScript] = shellCommands(
      'npx importkit-dev --port 0 --no-such-flag\nnpm run no-such-script -w examples/csv-import',
      1,
    );
    expect(commandProblems(wrongFlag ?? { line: 0, words: [] }, helps)).toEqual([
      '`importkit-dev --no-such-flag`: `importkit-dev --help` lists no such flag',
    ]);
    expect(commandProblems(wrongScript ?? { line: 0, words: [] }, helps)).toEqual([
      '`npm run no-such-script -w examples/csv-import`: examples/csv-import/package.json has no script "no-such-script"',
    ]);
  });
});

describe('links and paths', () => {
  const inRepository = repositoryPaths();
  const anchorsOf = new Map(docs.map((doc) => [doc.path, headingAnchors(doc.prose)]));
  const anchorsOfFile = (path: string) => {
    const known = anchorsOf.get(path);
    if (known) return known;
    return headingAnchors(
      readFileSync(join(repoRoot, path), 'utf8')
        .split('\n')
        .map((text, i) => ({ line: i + 1, text })),
    );
  };

  it('every relative link leads to a path of the repository, and its anchor to a heading', () => {
    const problems = docs.flatMap((doc) =>
      doc.prose.flatMap(({ line, text }) =>
        linkTargets(text)
          .filter((target) => !/^[a-z]+:/i.test(target))
          .flatMap((target) => {
            const [path = '', anchor] = target.split('#');
            const resolved =
              path === '' ? doc.path : posix.normalize(posix.join(posix.dirname(doc.path), path));
            if (!inRepository.has(resolved.replace(/\/$/, '')))
              return [`${doc.path}:${line}: ${target}: no such path`];
            if (anchor && resolved.endsWith('.md') && !anchorsOfFile(resolved).has(anchor)) {
              return [`${doc.path}:${line}: ${target}: no heading has this anchor`];
            }
            return [];
          }),
      ),
    );
    expect(problems).toEqual([]);
  });

  /** Whether a path a document names is in the repository: from the document's folder, its package or the root. */
  const exists = (doc: string, path: string) => {
    const packageDir = /^packages\/[^/]+/.exec(doc)?.[0];
    const candidates = [posix.join(dirname(doc), path), path];
    if (packageDir) candidates.push(posix.join(packageDir, path));
    return candidates.some((candidate) =>
      inRepository.has(posix.normalize(candidate).replace(/\/$/, '')),
    );
  };
  const words = (text: string) =>
    text.split(/\s+/).map((word) => word.replace(/^['"(]+|['",;:.)]+$/g, ''));

  it('every backticked repository path exists', () => {
    const pathLike = /^(examples|packages|bench|test|src|console)\/[\w.@/-]*$/;
    const problems = docs.flatMap((doc) =>
      documentCodeSpans(doc.prose).flatMap(({ line, span }) =>
        words(span)
          .filter((word) => pathLike.test(word) && !exists(doc.path, word))
          .map((word) => `${doc.path}:${line}: \`${word}\` is not in the repository`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('every markdown file named in the prose exists', () => {
    const problems = docs.flatMap((doc) =>
      doc.prose.flatMap(({ line, text }) =>
        words(text.replace(/\]\([^)]*\)/g, ']').replace(/`/g, ' '))
          .filter((word) => /^[\w./-]+\.md$/.test(word) && !exists(doc.path, word))
          .map((word) => `${doc.path}:${line}: ${word} is not in the repository`),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('stale lines', () => {
  const staleProse = [
    /not (built|implemented|supported|done|written|modelled|emulated) yet/i,
    /\(yet\)/i,
    /\b(does|do|is|are|has|have) not\b[^.]{0,80}\byet\b/i,
  ];
  const pointers = [/\bTODO\b/, /(^|[\s(])#\d+\b/, /\bissues?\s+#?\d+/i];

  it('no doc promises what is not built yet', () => {
    const problems = docs.flatMap((doc) =>
      paragraphs(doc.prose)
        .map((paragraph) => ({
          line: paragraph[0]?.line,
          text: paragraph.map((p) => p.text).join(' '),
        }))
        .filter(({ text }) => staleProse.some((pattern) => pattern.test(text)))
        .map(({ line, text }) => `${doc.path}:${line}: ${text.slice(0, 160)}`),
    );
    expect(problems).toEqual([]);
  });

  it('no doc leaves a TODO or points at an issue number', () => {
    const problems = docs.flatMap((doc) =>
      doc.source
        .split('\n')
        .map((text, index) => ({ line: index + 1, text }))
        .filter(({ text }) => pointers.some((pattern) => pattern.test(text)))
        .map(({ line, text }) => `${doc.path}:${line}: ${text.trim()}`),
    );
    expect(problems).toEqual([]);
  });
});
