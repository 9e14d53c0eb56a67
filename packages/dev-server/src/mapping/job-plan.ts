/**
 * The execution plan of a mapping job (`GET|PUT|PATCH /v1/jobs/{jobId}/plan`): which source field
 * goes to which destination field, and what is left unmapped on each side. A written plan is
 * saved as the `assign` rules of a program (the plan's `programId`, or a new one), so the
 * transform that follows runs exactly what the plan says.
 * @module
 */
import { badRequest, conflict } from '../http/http-error';
import type { HandlerMap, OperationInput } from '../http/operation-handler';
import { jobView } from '../jobs/job-events';
import { requireJob, requireSheet, sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { FieldConfig, JobEntity, SheetEntity } from '../store/entities';
import { matchFields } from './field-matching';
import { checkRules, type RuleInput } from './mapping-rules';
import {
  type ProgramEntity,
  programCollection,
  requireProgram,
  saveProgram,
  storedRule,
} from './program-store';
import { buildProgram } from './programs';

/** One edge as stored: field keys, and what the caller attached. */
interface StoredEdge {
  source: string;
  destination: string;
  metadata?: Record<string, unknown>;
  enumDetails?: Record<string, unknown>;
}

interface StoredPlan {
  id: string;
  edges: StoredEdge[];
  programId?: string;
}

/** A plan as a request gives it (PUT: all of it; PATCH: parts). */
interface PlanInput {
  fileId?: string;
  jobId?: string;
  fieldMapping?: {
    sourceField: { key: string };
    destinationField: { key: string };
    metadata?: Record<string, unknown>;
    enumDetails?: Record<string, unknown>;
  }[];
  unmappedSourceFields?: { sourceField: { key: string } }[];
  unmappedDestinationFields?: { destinationField: { key: string } }[];
  programId?: string;
}

const plans = (runtime: DevRuntime) => runtime.store.collection<StoredPlan>('jobPlans');

/** Values shown with a source field: the first few non-empty ones of its sheet. */
const PREVIEW_VALUES = 3;
const PREVIEW_RECORDS = 20;

interface MappingSheets {
  source: SheetEntity;
  destination: SheetEntity;
}

/** The one sheet a job names for a side: `config.<side>SheetId`, or its workbook's only sheet. */
function sideSheet(
  runtime: DevRuntime,
  job: JobEntity,
  sheetId: unknown,
  workbookId: string | undefined,
  side: string,
): SheetEntity {
  if (typeof sheetId === 'string')
    return requireSheet(runtime, sheetId, `config.${side}SheetId`).sheet;
  const sheets = workbookId ? sheetsOf(runtime, workbookId) : [];
  if (sheets.length !== 1) {
    throw conflict(
      `Job ${job.id} has no mapping plan: it names no ${side} sheet (config.${side}SheetId, or a ${side} workbook with one sheet)`,
      'jobId',
    );
  }
  return sheets[0] as SheetEntity;
}

function mappingSheetsOf(runtime: DevRuntime, job: JobEntity): MappingSheets {
  if (job.type !== 'workbook') {
    throw conflict(
      `Job ${job.id} has no mapping plan: it is a ${job.type} job, not a workbook job`,
      'jobId',
    );
  }
  const config = (job.config ?? {}) as Record<string, unknown>;
  return {
    source: sideSheet(runtime, job, config.sourceSheetId, job.source, 'source'),
    destination: sideSheet(runtime, job, config.destinationSheetId, job.destination, 'destination'),
  };
}

/** The edges of a program: its rules that take one source field to one destination field. */
function edgesOfProgram(program: ProgramEntity): StoredEdge[] {
  return program.rules.flatMap((rule) =>
    typeof rule.config.sourceField === 'string' && typeof rule.config.destinationField === 'string'
      ? [{ source: rule.config.sourceField, destination: rule.config.destinationField }]
      : [],
  );
}

/** The stored plan, or the first one: from the job's program, or by matching fields. */
function currentPlan(runtime: DevRuntime, job: JobEntity, sheets: MappingSheets): StoredPlan {
  const stored = plans(runtime).get(job.id);
  if (stored) return stored;
  const programId = (job.input as { programId?: unknown } | undefined)?.programId;
  const program =
    typeof programId === 'string' ? programCollection(runtime).get(programId) : undefined;
  if (program) return { id: job.id, edges: edgesOfProgram(program), programId: program.id };
  const edges = matchFields(sheets.source.config.fields, sheets.destination.config.fields).map(
    ({ source, destination }) => ({
      source: source.key,
      destination: destination.key,
      metadata: { certainty: 'absolute', confidence: 1, source: 'exact key or label' },
    }),
  );
  return { id: job.id, edges };
}

/** The first few non-empty values of each field of a sheet. */
function previews(runtime: DevRuntime, sheet: SheetEntity): Map<string, string[]> {
  const chunks = runtime.store.records.page(sheet.id, { pageSize: PREVIEW_RECORDS, pageNumber: 1 });
  const records = chunks.length
    ? (JSON.parse(`[${Buffer.concat(chunks).toString('utf8')}]`) as {
        values: Record<string, { value?: unknown }>;
      }[])
    : [];
  const out = new Map<string, string[]>();
  for (const record of records) {
    for (const [key, cell] of Object.entries(record.values)) {
      const values = out.get(key) ?? [];
      const value = cell.value;
      if (value !== undefined && value !== null && value !== '' && values.length < PREVIEW_VALUES) {
        values.push(String(value));
      }
      out.set(key, values);
    }
  }
  return out;
}

/** The wire shape (`{ job, plan }`), with each field as its sheet configures it. */
function planView(runtime: DevRuntime, job: JobEntity, sheets: MappingSheets, plan: StoredPlan) {
  const byKey = (fields: FieldConfig[]) => new Map(fields.map((field) => [field.key, field]));
  const sourceFields = byKey(sheets.source.config.fields);
  const destinationFields = byKey(sheets.destination.config.fields);
  const preview = previews(runtime, sheets.source);
  // A field the sheet no longer has drops out of the plan rather than failing the read.
  const edges = plan.edges.filter(
    (edge) => sourceFields.has(edge.source) && destinationFields.has(edge.destination),
  );
  const mappedSources = new Set(edges.map((edge) => edge.source));
  const mappedDestinations = new Set(edges.map((edge) => edge.destination));
  return {
    data: {
      job: jobView(job).data,
      plan: {
        fieldMapping: edges.map((edge) => ({
          sourceField: sourceFields.get(edge.source),
          destinationField: destinationFields.get(edge.destination),
          preview: preview.get(edge.source) ?? [],
          ...(edge.enumDetails ? { enumDetails: edge.enumDetails } : {}),
          ...(edge.metadata ? { metadata: edge.metadata } : {}),
        })),
        unmappedSourceFields: sheets.source.config.fields
          .filter((field) => !mappedSources.has(field.key))
          .map((field) => ({ sourceField: field, preview: preview.get(field.key) ?? [] })),
        unmappedDestinationFields: sheets.destination.config.fields
          .filter((field) => !mappedDestinations.has(field.key))
          .map((field) => ({ destinationField: field })),
        ...(plan.programId ? { programId: plan.programId } : {}),
      },
    },
  };
}

/** Checks a written plan against the job and its sheets; throws a 400 naming what is wrong. */
function checkPlan(job: JobEntity, sheets: MappingSheets, input: PlanInput): void {
  if (input.jobId !== undefined && input.jobId !== job.id) {
    throw badRequest(
      `body.jobId ${input.jobId} is not the job of the path (${job.id})`,
      'body.jobId',
    );
  }
  if (input.fileId !== undefined && input.fileId !== job.fileId) {
    throw badRequest(
      `body.fileId ${input.fileId} is not the file of job ${job.id} (${job.fileId ?? 'none'})`,
      'body.fileId',
    );
  }
  const field = (sheet: SheetEntity, side: string, key: string, at: string) => {
    if (!sheet.config.fields.some((candidate) => candidate.key === key)) {
      throw badRequest(
        `${at} "${key}" is not a field of the ${side} sheet "${sheet.name}" (${sheet.id})`,
        at,
      );
    }
  };
  const mapped = { source: new Set<string>(), destination: new Set<string>() };
  (input.fieldMapping ?? []).forEach((edge, index) => {
    const at = `body.fieldMapping[${index}]`;
    for (const side of ['source', 'destination'] as const) {
      const key = (side === 'source' ? edge.sourceField : edge.destinationField).key;
      field(sheets[side], side, key, `${at}.${side}Field.key`);
      if (mapped[side].has(key)) {
        throw badRequest(
          `${at}.${side}Field.key "${key}" is mapped a second time`,
          `${at}.${side}Field.key`,
        );
      }
      mapped[side].add(key);
    }
  });
  (input.unmappedSourceFields ?? []).forEach(({ sourceField }, index) => {
    const at = `body.unmappedSourceFields[${index}].sourceField.key`;
    field(sheets.source, 'source', sourceField.key, at);
    if (mapped.source.has(sourceField.key)) {
      throw badRequest(`${at} "${sourceField.key}" is also in body.fieldMapping`, at);
    }
  });
  (input.unmappedDestinationFields ?? []).forEach(({ destinationField }, index) => {
    const at = `body.unmappedDestinationFields[${index}].destinationField.key`;
    field(sheets.destination, 'destination', destinationField.key, at);
    if (mapped.destination.has(destinationField.key)) {
      throw badRequest(`${at} "${destinationField.key}" is also in body.fieldMapping`, at);
    }
  });
}

/** Saves a plan's edges as the `assign` rules of its program (made when it has none). */
function saveAsProgram(
  runtime: DevRuntime,
  sheets: MappingSheets,
  edges: StoredEdge[],
  programId: string | undefined,
): string {
  const rules: RuleInput[] = edges.map((edge) => ({
    name: `${edge.source} → ${edge.destination}`,
    type: 'assign',
    config: { sourceField: edge.source, destinationField: edge.destination },
  }));
  const pathOf = (index: number) => `body.fieldMapping[${index}]`;
  if (programId === undefined) {
    const sides = {
      source: { sheetId: sheets.source.id },
      destination: { sheetId: sheets.destination.id },
    };
    return buildProgram(runtime, { ...sides, rules, save: true }).id;
  }
  const program = requireProgram(runtime, programId, 'body.programId');
  const kept = program.rules.filter((rule) => rule.type !== 'assign');
  const next = [...rules.map((rule) => storedRule(runtime, rule)), ...kept];
  const sourceFields = sheets.source.config.fields;
  const destinationFields = sheets.destination.config.fields;
  checkRules(
    next,
    {
      sourceKeys: new Set(sourceFields.map((field) => field.key)),
      destinationKeys: new Set(destinationFields.map((field) => field.key)),
    },
    (index) =>
      index < rules.length ? pathOf(index) : `rule ${next[index]?.id} of program ${program.id}`,
  );
  const { workbook } = requireSheet(runtime, sheets.destination.id, 'config.destinationSheetId');
  saveProgram(runtime, {
    ...program,
    sourceSheetId: sheets.source.id,
    destinationSheetId: sheets.destination.id,
    sourceFields,
    destinationFields,
    rules: next,
    place: {
      environmentId: workbook.environmentId,
      spaceId: workbook.spaceId,
      workbookId: workbook.id,
      sheetId: sheets.destination.id,
    },
    updatedAt: runtime.now(),
  });
  return program.id;
}

function writePlan(input: OperationInput, runtime: DevRuntime, partial: boolean) {
  const job = requireJob(runtime, input.params.jobId as string, 'jobId');
  const sheets = mappingSheetsOf(runtime, job);
  const body = input.body as PlanInput;
  checkPlan(job, sheets, body);
  const current = currentPlan(runtime, job, sheets);
  const edges =
    body.fieldMapping !== undefined || !partial
      ? (body.fieldMapping ?? []).map((edge) => ({
          source: edge.sourceField.key,
          destination: edge.destinationField.key,
          metadata: edge.metadata,
          enumDetails: edge.enumDetails,
        }))
      : current.edges;
  const programId = saveAsProgram(runtime, sheets, edges, body.programId ?? current.programId);
  const plan: StoredPlan = { id: job.id, edges, programId };
  plans(runtime).put(plan);
  return planView(runtime, job, sheets, plan);
}

export const jobPlanHandlers: HandlerMap = {
  getExecutionPlan: ({ params }, runtime) => {
    const job = requireJob(runtime, params.jobId as string, 'jobId');
    const sheets = mappingSheetsOf(runtime, job);
    return planView(runtime, job, sheets, currentPlan(runtime, job, sheets));
  },

  updateExecutionPlan: (input, runtime) => writePlan(input, runtime, false),

  updateExecutionPlanFields: (input, runtime) => writePlan(input, runtime, true),
};
