/**
 * A space as the API answers it: what was stored, plus what is counted from the space's content
 * when asked (`workbooksCount`, `filesCount`, `lastActivityAt`) and the hosted defaults a space
 * stored before they existed lacks (`guestAuthentication`).
 * @module
 */
import type { ResourceEntity } from '../resources/resource-definition';
import type { DevRuntime } from '../runtime/runtime';
import type { SpaceEntity } from '../store/entities';

/** The latest of some ISO timestamps (they sort as text). */
function latest(times: (string | undefined)[]): string | undefined {
  let found: string | undefined;
  for (const time of times)
    if (time !== undefined && (found === undefined || time > found)) found = time;
  return found;
}

/** The space with its counts and last activity (the latest change of it, its workbooks or files). */
export function spaceView(runtime: DevRuntime, space: SpaceEntity): SpaceEntity {
  const workbooks = runtime.store.workbooks
    .list()
    .filter((workbook) => workbook.spaceId === space.id);
  const files = runtime.store
    .collection<ResourceEntity>('files')
    .list()
    .filter((file) => file.spaceId === space.id);
  return {
    ...space,
    guestAuthentication: space.guestAuthentication ?? ['shared_link'],
    workbooksCount: workbooks.length,
    filesCount: files.length,
    lastActivityAt: latest([
      space.updatedAt,
      ...workbooks.map((workbook) => workbook.updatedAt),
      ...files.map((file) => file.updatedAt as string | undefined),
    ]),
  };
}
