/**
 * Type-checks the TypeScript blocks of the docs as a reader pastes them: each block becomes a
 * file of its own under `test/docs/.blocks/` (inside the repository, so `@importkit/*` resolves
 * as everywhere else: the root tsconfig's paths), and one `ts.createProgram` with the root
 * tsconfig's options checks them all. A block that is a fragment gets hidden declarations of
 * what it uses without declaring (its preamble); the block's own text is never changed.
 * @module
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { repoRoot } from './doc-files';
import type { PreambleEntry } from './preambles';

/** One block to check: where it is in its document, its text and its preamble entries. */
export interface TypeScriptBlock {
  doc: string;
  firstLine: number;
  text: string;
  preamble: PreambleEntry[];
}

export interface BlockProblem {
  /** `packages/api/README.md:42`, or the preamble of the block there. */
  where: string;
  message: string;
}

export interface BlockCheck {
  problems: BlockProblem[];
  /** How many blocks the program checked. */
  checked: number;
  /** How many blocks got at least one hidden declaration. */
  withPreamble: number;
}

export const blocksFolder = join(repoRoot, 'test/docs/.blocks');

/** The names a block declares at its top level (imports, variables, functions, classes, types). */
function declaredNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const addBinding = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else
      for (const element of name.elements)
        if (!ts.isOmittedExpression(element)) addBinding(element.name);
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) names.add(element.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        addBinding(declaration.name);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** The names a block reads: identifiers that are not a property's name after a dot or a key. */
function usedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isMemberName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isBindingElement(parent) && parent.propertyName === node) ||
        (ts.isPropertySignature(parent) && parent.name === node);
      if (!isMemberName) names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The preamble entries a block needs: those declaring a name it uses and does not declare. */
export function preambleFor(text: string, entries: PreambleEntry[]): PreambleEntry[] {
  const source = ts.createSourceFile('block.ts', text, ts.ScriptTarget.ES2022, true);
  const declared = declaredNames(source);
  const used = usedNames(source);
  return entries.filter((entry) =>
    entry.names.some((name) => used.has(name) && !declared.has(name)),
  );
}

function rootCompilerOptions(): ts.CompilerOptions {
  const configPath = join(repoRoot, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, repoRoot, undefined, configPath);
  return { ...parsed.options, noEmit: true };
}

/** Writes every block as a file and checks them in one program. */
export function typecheckBlocks(blocks: TypeScriptBlock[]): BlockCheck {
  rmSync(blocksFolder, { recursive: true, force: true });
  mkdirSync(blocksFolder, { recursive: true });
  const files = new Map<string, { block: TypeScriptBlock; preambleLines: number }>();
  let withPreamble = 0;
  for (const block of blocks) {
    const hidden = block.preamble.map((entry) => `${entry.text}\n`).join('');
    if (hidden !== '') withPreamble += 1;
    const name = `${block.doc.replace(/[/.]/g, '_')}-L${block.firstLine}.ts`;
    const file = join(blocksFolder, name);
    writeFileSync(file, `${hidden}${block.text}export {};\n`);
    files.set(ts.sys.resolvePath(file), { block, preambleLines: hidden.split('\n').length - 1 });
  }
  const program = ts.createProgram([...files.keys()], rootCompilerOptions());
  const problems: BlockProblem[] = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
  ].map((diagnostic) => ({
    where: 'the compiler options',
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  }));
  for (const source of program.getSourceFiles()) {
    const entry = files.get(ts.sys.resolvePath(source.fileName));
    if (!entry) continue;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    for (const diagnostic of diagnostics) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const { block, preambleLines } = entry;
      const where =
        line < preambleLines
          ? `the preamble of ${block.doc}:${block.firstLine}`
          : `${block.doc}:${block.firstLine + line - preambleLines}`;
      problems.push({ where, message: `TS${diagnostic.code}: ${message}` });
    }
  }
  return { problems, checked: files.size, withPreamble };
}
