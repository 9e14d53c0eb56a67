/**
 * The commands the docs tell a reader to run, read from `sh` blocks and inline code: split into
 * simple commands (by `&&`, `||`, `;`, `|`, `$( )` and line ends, `\` continuations joined,
 * comments dropped) and into words, quotes respected. Then what must hold for each: an
 * `importkit-*` command is given only flags its `--help` lists, and `npm run X` (or `npm start`,
 * `npm test`) names a script of the package.json it runs in.
 * @module
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './doc-files';

/** A simple command: its words (variable assignments before it dropped) and its line. */
export interface ShellCommand {
  line: number;
  words: string[];
}

/** Splits shell text (an `sh` block, or one inline command) into simple commands. */
export function shellCommands(text: string, firstLine: number): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let words: string[] = [];
  let word: string | undefined;
  let line = firstLine;
  let commandLine = firstLine;
  const endWord = () => {
    if (word !== undefined) words.push(word);
    word = undefined;
  };
  const endCommand = () => {
    endWord();
    const start = words.findIndex((candidate) => !/^[A-Za-z_]\w*=/.test(candidate));
    if (start !== -1) commands.push({ line: commandLine, words: words.slice(start) });
    words = [];
  };
  for (let at = 0; at < text.length; at++) {
    const char = text[at] as string;
    if (words.length === 0 && word === undefined && !/\s/.test(char)) commandLine = line;
    if (char === '\\' && text[at + 1] === '\n') {
      at += 1;
      line += 1;
    } else if (char === "'" || char === '"') {
      const close = text.indexOf(char, at + 1);
      const end = close === -1 ? text.length : close;
      word = (word ?? '') + text.slice(at + 1, end);
      line += text.slice(at, end).split('\n').length - 1;
      at = end;
    } else if (char === '#' && word === undefined) {
      while (at + 1 < text.length && text[at + 1] !== '\n') at += 1;
    } else if (char === '\n' || char === ';' || char === '|' || char === '&' || char === ')') {
      endCommand();
      if (char === '\n') line += 1;
    } else if (char === '$' && text[at + 1] === '(') {
      endCommand();
      at += 1;
    } else if (/\s/.test(char)) {
      endWord();
    } else {
      word = (word ?? '') + char;
    }
  }
  endCommand();
  return commands;
}

/** The flags a command's `--help` text names (`--port`, `-h`, …). */
export function flagsOfHelp(help: string): Set<string> {
  return new Set([...help.matchAll(/(?<![\w-])(--?[a-z][\w-]*)/g)].map((match) => match[1] ?? ''));
}

interface PackageJson {
  name?: string;
  scripts?: Record<string, string>;
  workspaces?: string[];
}

const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as PackageJson;

/** The workspace folders by package name, from the root package.json's `workspaces`. */
function workspacesByName(): Map<string, string> {
  const byName = new Map<string, string>();
  for (const pattern of readPackage('.').workspaces ?? []) {
    const dirs = pattern.endsWith('/*')
      ? readdirNames(pattern.slice(0, -2)).map((name) => `${pattern.slice(0, -1)}${name}`)
      : [pattern];
    for (const dir of dirs) {
      if (existsSync(join(repoRoot, dir, 'package.json')))
        byName.set(readPackage(dir).name ?? dir, dir);
    }
  }
  return byName;
}

function readdirNames(dir: string): string[] {
  return existsSync(join(repoRoot, dir)) ? readdirSync(join(repoRoot, dir)) : [];
}

const NPM_SCRIPT_COMMANDS: Record<string, string | undefined> = {
  start: 'start',
  test: 'test',
  t: 'test',
  stop: 'stop',
  restart: 'restart',
};

/**
 * What is wrong with one command, if anything: an `importkit-*` flag its help does not list, or
 * an npm script its package.json does not have. `helps` maps a command name to its `--help` text.
 */
export function commandProblems(command: ShellCommand, helps: Map<string, string>): string[] {
  let words = command.words;
  if (words[0] === 'npx') {
    // npx's own options (`--yes`) come before the command it runs.
    words = words.slice(1);
    while (words[0]?.startsWith('-')) words = words.slice(1);
  }
  const [program, ...args] = words;
  if (program?.startsWith('importkit-')) {
    const help = helps.get(program);
    if (help === undefined) return [`\`${program}\` is not a command of this repository`];
    const known = flagsOfHelp(help);
    return args
      .filter((arg) => /^--?[a-z]/i.test(arg))
      .map((arg) => arg.split('=')[0] as string)
      .filter((flag) => !known.has(flag))
      .map((flag) => `\`${program} ${flag}\`: \`${program} --help\` lists no such flag`);
  }
  if (program === 'npm') return npmScriptProblems(args);
  return [];
}

function npmScriptProblems(args: string[]): string[] {
  const workspaces: string[] = [];
  let verb: string | undefined;
  let script: string | undefined;
  for (let at = 0; at < args.length; at++) {
    const arg = args[at] as string;
    if (arg === '--') break;
    if (arg === '-w' || arg === '--workspace') {
      workspaces.push(args[at + 1] ?? '');
      at += 1;
    } else if (/^(-w|--workspace)=/.test(arg)) {
      workspaces.push(arg.slice(arg.indexOf('=') + 1));
    } else if (arg.startsWith('-')) {
      // --silent, --if-present, …
    } else if (verb === undefined) {
      verb = arg;
      if (verb in NPM_SCRIPT_COMMANDS) script = NPM_SCRIPT_COMMANDS[verb];
      else if (!['run', 'run-script'].includes(verb)) return [];
    } else if (script === undefined) {
      script = arg;
    }
  }
  if (script === undefined) return [];
  const byName = workspacesByName();
  const dirs =
    workspaces.length === 0 ? ['.'] : workspaces.map((w) => byName.get(w) ?? w.replace(/\/$/, ''));
  return dirs.flatMap((dir) => {
    if (!existsSync(join(repoRoot, dir, 'package.json')))
      return [`\`npm ${args.join(' ')}\`: no workspace ${dir}`];
    const scripts = readPackage(dir).scripts ?? {};
    return script in scripts
      ? []
      : [`\`npm ${args.join(' ')}\`: ${dir}/package.json has no script "${script}"`];
  });
}
