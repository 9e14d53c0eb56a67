import type { JobOutcome } from '../contract-types';
import type { RejectionSummary } from '../rejections/apply-rejections';
import { formatCount } from './format-count';

/** The warning of a 200 answer whose body is not JSON (verbatim from the service description). */
export const PARSE_WARNING = 'Request succeeded but failed to parse response from webhook';

/** What was sent, for the outcome's message. */
export interface SubmissionFacts {
  /** The webhook URL, redacted. */
  url: string;
  recordCount: number;
  /** Every sheet of the workbook: the records sent, and how many it had when the egress began. */
  sheets: { name: string; sent: number; counted: number }[];
}

const plural = (count: number, one: string, many = `${one}s`): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

function submitted(facts: SubmissionFacts): string {
  const { sheets } = facts;
  const perSheet =
    sheets.length > 1
      ? ` (${sheets.map((sheet) => `${sheet.name}: ${formatCount(sheet.sent)}`).join(', ')})`
      : '';
  const changed = sheets.filter((sheet) => sheet.sent !== sheet.counted);
  const changes =
    changed.length > 0
      ? ` Records were added or deleted while they were read: ${changed
          .map((sheet) => `${sheet.name} had ${formatCount(sheet.counted)} at the start`)
          .join(', ')}.`
      : '';
  return `Submitted ${plural(facts.recordCount, 'record')} from ${plural(sheets.length, 'sheet')}${perSheet} to ${facts.url}.${changes}`;
}

function ignoredText(summary: RejectionSummary): string {
  const parts: string[] = [];
  if (summary.unknownSheets > 0) parts.push(plural(summary.unknownSheets, 'unknown sheet'));
  if (summary.unsentRecords > 0) {
    parts.push(
      plural(summary.unsentRecords, 'record that was not sent', 'records that were not sent'),
    );
  }
  if (summary.unknownRecords > 0) parts.push(plural(summary.unknownRecords, 'unknown record'));
  if (summary.unknownFields > 0) parts.push(plural(summary.unknownFields, 'unknown field'));
  return parts.length > 0 ? ` Ignored rejections naming ${parts.join(', ')}.` : '';
}

/** A non-200 answer: the job completes, with the status in its message. */
export function failedStatusOutcome(url: string, status: number, statusText: string): JobOutcome {
  return {
    acknowledge: true,
    heading: 'Submission failed',
    message: `Failed to submit data to ${url}. Status: ${`${status} ${statusText}`.trim()}`,
  };
}

/** A 200 answer that could not be read as JSON (or was cut off): success with a warning. */
export function unparsableOutcome(
  facts: SubmissionFacts,
  truncated: { maxResponseBytes: number } | undefined,
): JobOutcome {
  const reason = truncated
    ? `: the response was larger than maxResponseBytes (${plural(truncated.maxResponseBytes, 'byte')}) and was cut off, so no rejections were applied`
    : '';
  return {
    acknowledge: true,
    heading: 'Submitted, with a warning',
    message: `${submitted(facts)} ${PARSE_WARNING}${reason}.`,
  };
}

/** A 200 answer whose `rejections` did not match the Rejection response: nothing was written. */
export function malformedRejectionsOutcome(facts: SubmissionFacts, problems: string): JobOutcome {
  return {
    acknowledge: true,
    heading: 'Submitted, with a warning',
    message: `${submitted(facts)} The webhook's rejections were not applied because they are malformed (${problems}).`,
  };
}

/** A 200 JSON answer: the submission succeeded, with or without rejections. */
export function acceptedOutcome(facts: SubmissionFacts, summary: RejectionSummary): JobOutcome {
  const [first] = summary.sheets;
  if (!first) {
    return {
      acknowledge: true,
      heading: 'Submitted',
      message: `${submitted(facts)} The webhook accepted every record.${ignoredText(summary)}`,
    };
  }
  const perSheet = summary.sheets
    .map((sheet) => `${sheet.sheetName}: ${formatCount(sheet.rejected)}`)
    .join(', ');
  return {
    acknowledge: true,
    heading: 'Submitted, with rejected records',
    message: `${submitted(facts)} The webhook rejected ${plural(summary.rejectedRecords, 'record')} (${perSheet}); their messages are on the records.${ignoredText(summary)}`,
    next: { type: 'view', sheetId: first.sheetId, filter: 'error', label: 'Show rejected records' },
  };
}
