/**
 * The small shared world every scenario may read: an environment, a space, a workbook with two
 * sheets (contacts referencing companies) and their records, a job, an uploaded file, an agent
 * and a document. It is created through the published client where the dev server serves the
 * call, and through plain HTTP where it does not. Scenarios that change or delete something
 * create their own, so the world stays as built.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { type Setup, viaClientOrApi } from './scenario.ts';

export interface World {
  environmentId: string;
  accountId: string;
  spaceId: string;
  workbookId: string;
  contactsSheetId: string;
  companiesSheetId: string;
  contactIds: string[];
  companyIds: string[];
  jobId: string;
  fileId: string;
  agentId: string;
  documentId: string;
}

export const companiesSheet: Flatfile.SheetConfig = {
  name: 'Companies',
  slug: 'companies',
  fields: [
    { key: 'name', type: 'string', label: 'Name', constraints: [{ type: 'unique' }] },
    { key: 'employees', type: 'number', label: 'Employees' },
  ],
};

export const contactsSheet: Flatfile.SheetConfig = {
  name: 'Contacts',
  slug: 'contacts',
  fields: [
    { key: 'firstName', type: 'string', label: 'First name' },
    { key: 'email', type: 'string', label: 'Email', constraints: [{ type: 'required' }] },
    {
      key: 'plan',
      type: 'enum',
      label: 'Plan',
      config: {
        options: [
          { value: 'free', label: 'Free' },
          { value: 'pro', label: 'Pro' },
        ],
      },
    },
    {
      key: 'company',
      type: 'reference',
      label: 'Company',
      config: { ref: 'companies', key: 'name', relationship: 'has-one' },
    },
  ],
};

/** Contacts records as the records API takes them, one cell object per field. */
export function contactRecords(count: number, offset = 0): Flatfile.RecordData[] {
  return Array.from({ length: count }, (_, index) => ({
    firstName: { value: `Ada ${index + offset}` },
    email: { value: `ada${index + offset}@example.com` },
    plan: { value: index % 2 === 0 ? 'free' : 'pro' },
    company: { value: 'Acme' },
  }));
}

export const companyRecords: Flatfile.RecordData[] = [
  { name: { value: 'Acme' }, employees: { value: 120 } },
  { name: { value: 'Globex' }, employees: { value: 45 } },
];

/** A space of the world's environment. */
export async function createSpace(setup: Setup, environmentId: string, name: string) {
  const space = await viaClientOrApi(
    async () => (await setup.client.spaces.create({ name, environmentId })).data,
    () => setup.api.request<Flatfile.Space>('POST', '/spaces', { body: { name, environmentId } }),
  );
  return space.id;
}

/** A workbook with the contacts and companies sheets, in the given space. */
export async function createWorkbook(setup: Setup, spaceId: string, environmentId: string) {
  const config: Flatfile.CreateWorkbookConfig = {
    name: 'CRM import',
    spaceId,
    environmentId,
    sheets: [companiesSheet, contactsSheet],
    actions: [{ operation: 'submitActionFg', mode: 'foreground', label: 'Submit' }],
  };
  const workbook = await viaClientOrApi(
    async () => (await setup.client.workbooks.create(config)).data,
    () => setup.api.request<Flatfile.Workbook>('POST', '/workbooks', { body: config }),
  );
  const sheetId = (slug: string) => {
    const sheet = workbook.sheets?.find((candidate) => candidate.slug === slug);
    if (!sheet) throw new Error(`parity: the workbook has no ${slug} sheet`);
    return sheet.id;
  };
  return {
    workbookId: workbook.id,
    companiesSheetId: sheetId('companies'),
    contactsSheetId: sheetId('contacts'),
  };
}

/** Inserts records and answers their ids. */
export async function insertRecords(setup: Setup, sheetId: string, records: Flatfile.RecordData[]) {
  const inserted = await viaClientOrApi(
    async () => (await setup.client.records.insert(sheetId, records)).data.records ?? [],
    async () =>
      (
        await setup.api.request<{ records: { id: string }[] }>(
          'POST',
          `/sheets/${sheetId}/records`,
          { body: records },
        )
      ).records,
  );
  return inserted.map((record) => record.id);
}

/** A workbook job in the `created` state, which no listener claims. */
export async function createJob(setup: Setup, workbookId: string, operation = 'parity-check') {
  const config: Flatfile.JobConfig = { type: 'workbook', operation, source: workbookId };
  const job = await viaClientOrApi(
    async () => (await setup.client.jobs.create(config)).data,
    () => setup.api.request<Flatfile.Job>('POST', '/jobs', { body: config }),
  );
  return job.id;
}

const CONTACTS_CSV = 'First name,Email\nAda,ada@example.com\nGrace,grace@example.com\n';

/** Uploads a small CSV into the space (the dev server extracts it in a job of its own). */
export async function uploadFile(setup: Setup, spaceId: string, environmentId: string) {
  const file = new File([CONTACTS_CSV], 'contacts.csv', { type: 'text/csv' });
  const uploaded = await setup.client.files.upload(file, { spaceId, environmentId });
  return uploaded.data.id;
}

/** An agent of the environment, deployed from a small source. */
export async function createAgent(setup: Setup, environmentId: string, slug = 'parity-agent') {
  const body: Flatfile.AgentConfig = {
    topics: ['workbook:created'],
    compiler: 'js',
    source: 'module.exports = { default: (listener) => listener.on("**", () => {}) };',
    slug,
  };
  const agent = await viaClientOrApi(
    async () => {
      const created = (await setup.client.agents.create({ environmentId, body })).data;
      if (!created) throw new Error('parity: the agent was not created');
      return created;
    },
    () => setup.api.request<Flatfile.Agent>('POST', '/agents', { body, query: { environmentId } }),
  );
  return agent.id;
}

/** A document of the space. */
export async function createDocument(setup: Setup, spaceId: string, title = 'Getting started') {
  const config: Flatfile.DocumentConfig = { title, body: '# Welcome\nUpload your contacts.' };
  const document = await viaClientOrApi(
    async () => (await setup.client.documents.create(spaceId, config)).data,
    () =>
      setup.api.request<Flatfile.Document>('POST', `/spaces/${spaceId}/documents`, {
        body: config,
      }),
  );
  return document.id;
}

/** Builds the world in a fresh dev server's default environment. */
export async function buildWorld(
  setup: Setup,
  server: { environmentId: string; accountId: string },
): Promise<World> {
  const { environmentId, accountId } = server;
  const spaceId = await createSpace(setup, environmentId, 'Parity');
  const sheets = await createWorkbook(setup, spaceId, environmentId);
  const companyIds = await insertRecords(setup, sheets.companiesSheetId, companyRecords);
  const contactIds = await insertRecords(setup, sheets.contactsSheetId, contactRecords(3));
  return {
    environmentId,
    accountId,
    spaceId,
    ...sheets,
    companyIds,
    contactIds,
    jobId: await createJob(setup, sheets.workbookId),
    fileId: await uploadFile(setup, spaceId, environmentId),
    agentId: await createAgent(setup, environmentId),
    documentId: await createDocument(setup, spaceId),
  };
}
