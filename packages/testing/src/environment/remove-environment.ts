/**
 * Removes a test environment from a shared dev server: its spaces first (each with its
 * workbooks, records and files), then the environment, so a long run does not keep every test's
 * data in memory.
 * @module
 */
import { type ImportkitClient, unwrap } from '@importkit/api';

async function deleteSpaces(client: ImportkitClient, spaceIds: readonly string[]) {
  await Promise.all(
    spaceIds.map((spaceId) =>
      client.DELETE('/v1/spaces/{spaceId}', { params: { path: { spaceId } } }),
    ),
  );
}

/**
 * Deletes the spaces the environment's events announced, then the environment; when it still
 * has spaces (made too late to be recorded yet), they are listed and deleted, and it is deleted
 * again.
 */
export async function removeEnvironment(
  client: ImportkitClient,
  environmentId: string,
  recordedSpaceIds: readonly string[],
): Promise<void> {
  await deleteSpaces(client, recordedSpaceIds);
  const path = { params: { path: { environmentId } } };
  const { response } = await client.DELETE('/v1/environments/{environmentId}', path);
  if (response.ok) return;
  if (response.status !== 409)
    await unwrap(client.DELETE('/v1/environments/{environmentId}', path));
  const query = { environmentId, pageSize: 1000 };
  for (;;) {
    const { data: spaces } = await unwrap(client.GET('/v1/spaces', { params: { query } }));
    if (spaces.length === 0) break;
    await deleteSpaces(
      client,
      spaces.map((space) => space.id),
    );
  }
  await unwrap(client.DELETE('/v1/environments/{environmentId}', path));
}
