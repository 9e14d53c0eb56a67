/**
 * Workbook treatments by their hosted names. The description names `ExtractedFromSource`; the
 * hosted client reads `EXTRACTED_FROM_SOURCE` (and `SMALL_DATA`), so the wire carries the hosted
 * name and the description's spelling is accepted wherever a treatment comes in (a body, the
 * list's `treatment` filter).
 * @module
 */

const HOSTED_NAMES: Readonly<Record<string, string>> = {
  ExtractedFromSource: 'EXTRACTED_FROM_SOURCE',
  SmallData: 'SMALL_DATA',
};

/** A treatment by its hosted name (other values pass as they are). */
export function hostedTreatment(treatment: string): string {
  return HOSTED_NAMES[treatment] ?? treatment;
}

/** The treatments by their hosted names, or undefined when none were given. */
export function hostedTreatments(treatments: string[] | undefined): string[] | undefined {
  return treatments?.map(hostedTreatment);
}
