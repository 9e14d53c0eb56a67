/**
 * The hidden lines of the docs' TypeScript fragments, per document, like rustdoc's `# ` lines: a
 * block that uses a `listener`, `client` or `env` the text around it introduced gets the
 * declaration of that name, and only of the names it uses without declaring them. The block's
 * own text is what is checked; nothing here may stand in for a line a reader would need to
 * write (an import the block shows is the block's).
 * @module
 */

/** One hidden line and the names it declares. */
export interface PreambleEntry {
  names: string[];
  text: string;
}

const declare = (name: string, type: string): PreambleEntry => ({
  names: [name],
  text: `declare const ${name}: ${type};`,
});
const strings = (...names: string[]) => names.map((name) => declare(name, 'string'));
const imports = (from: string, ...names: string[]): PreambleEntry[] =>
  names.map((name) => ({ names: [name], text: `import { ${name} } from '${from}';` }));

const client = "import('@importkit/api').ImportkitClient";
const listener = "import('@importkit/listener').Listener";
const testEnvironment = "import('@importkit/testing').TestEnvironment";

/** The dev server's own modules, for the internals page (its blocks quote the sources). */
const devServerSource = '../../../packages/dev-server/src';

export const preambles: Record<string, PreambleEntry[]> = {
  'packages/api/README.md': [
    ...imports('@importkit/api', 'iterateRecordPages', 'subscribe', 'uploadFile', 'unwrap'),
    declare('api', client),
    ...strings('jobId', 'sheetId', 'environmentId', 'spaceId', 'baseUrl', 'apiKey'),
    ...strings('uploadSheetId', 'uploadWorkbookId', 'contactsSheetId'),
    // An agent's code, as text.
    ...strings('source'),
    {
      names: ['sendSomewhere'],
      text: "declare function sendSomewhere(records: import('@importkit/api').SheetRecord[]): Promise<void>;",
    },
  ],
  'packages/dev-server/README.md': [...imports('@importkit/dev-server', 'startDevServer')],
  'packages/dev-server/docs/internals.md': [
    {
      names: ['ResourceDefinition'],
      text: `import type { ResourceDefinition } from '${devServerSource}/resources/resource-definition';`,
    },
    ...imports(`${devServerSource}/resources/resource-store`, 'storedCollection'),
    ...imports(`${devServerSource}/resources/parents`, 'findSpace'),
    ...imports(`${devServerSource}/resources/resource-contexts`, 'documentContext'),
    // Private to resource-table.ts: the operation ids of a resource's five operations.
    {
      names: ['crud'],
      text: "declare function crud(singular: string, plural?: string): ResourceDefinition['operations'];",
    },
  ],
  'packages/listener/README.md': [
    ...imports('@importkit/listener', 'jobHandler'),
    {
      names: ['ListenerPlugin'],
      text: "import type { ListenerPlugin } from '@importkit/listener';",
    },
    declare('listener', listener),
    declare('handler', "(event: import('@importkit/api').ImportkitEvent) => void"),
    declare('myPlugin', "import('@importkit/listener').ListenerPlugin"),
    declare('submit', "import('@importkit/listener').JobHandlerFunction"),
    declare('metrics', '{ timing(name: string, ms: number, tags: Record<string, unknown>): void }'),
    declare('batches', 'unknown[]'),
    ...strings('environmentId', 'webhookUrl'),
  ],
  'packages/plugin-webhook-egress/README.md': [
    ...imports('@importkit/testing', 'accept', 'serverError'),
    ...imports('@importkit/testing/vitest', 'expect'),
    ...imports('@importkit/listener', 'Listener'),
    ...imports('@importkit/plugin-webhook-egress', 'webhookEgress'),
    declare('env', testEnvironment),
    ...strings('secret', 'workbookId'),
  ],
  'packages/testing/README.md': [
    ...imports('@importkit/testing', 'createTestEnvironment'),
    declare('env', testEnvironment),
    declare('listener', listener),
    declare('plugin', "import('@importkit/listener').ListenerPlugin"),
    declare('workbook', "import('@importkit/testing').WorkbookHandle"),
    declare('sheet', "import('@importkit/testing').SheetHandle"),
    declare('fields', "import('@importkit/testing').SheetBlueprint['fields']"),
    declare('companyFields', "import('@importkit/testing').SheetBlueprint['fields']"),
    declare('warning', "import('@importkit/api').ValidationMessage"),
    ...strings('url', 'apiKey', 'secret', 'recordId'),
    // Jest's globals, for the jest example.
    ...['beforeEach', 'afterEach', 'afterAll'].map((name) => ({
      names: [name],
      text: `declare function ${name}(hook: () => unknown): void;`,
    })),
    {
      names: ['test'],
      text: 'declare function test(name: string, body: () => Promise<void>): void;',
    },
  ],
};
