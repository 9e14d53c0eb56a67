/**
 * A field refers to a stored constraint with `{ type: 'stored', validator, version? }`: the
 * validator must name a constraint of the app the space belongs to, and a version, when given,
 * must be one of its versions. Checked when sheets are configured, so a typo fails at once
 * instead of validating nothing.
 * @module
 */
import { badRequest } from '../http/http-error';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetConfig, SpaceEntity } from '../store/entities';
import { constraints } from './resource-table';

interface FieldConstraint {
  type: string;
  validator?: string;
  version?: number;
}

export function checkStoredConstraintRefs(
  runtime: DevRuntime,
  space: SpaceEntity,
  sheets: SheetConfig[],
  at: string,
): void {
  sheets.forEach((sheet, sheetIndex) => {
    sheet.fields.forEach((field, fieldIndex) => {
      const list = ((field as { constraints?: FieldConstraint[] }).constraints ?? []).entries();
      for (const [index, constraint] of list) {
        if (constraint.type !== 'stored') continue;
        const key = `${at}[${sheetIndex}].fields[${fieldIndex}].constraints[${index}].validator`;
        const stored = constraints
          .collection(runtime)
          .list()
          .find((c) => c.appId === space.appId && c.validator === constraint.validator);
        if (!stored) {
          const where = space.appId ? `app ${space.appId}` : `space ${space.id}, which has no app`;
          throw badRequest(
            `Field "${field.key}" refers to stored constraint "${constraint.validator}", which ${where} does not have`,
            key,
          );
        }
        const version = constraint.version ?? 1;
        if (version > (stored.version as number) || version < 1) {
          throw badRequest(
            `Field "${field.key}" refers to version ${version} of stored constraint "${constraint.validator}", which has versions 1 to ${stored.version}`,
            key.replace(/validator$/, 'version'),
          );
        }
      }
    });
  });
}
