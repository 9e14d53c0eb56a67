/**
 * Removes a test environment from a shared dev server: its spaces first (each with its
 * workbooks, records and files), then the environment, so a long run does not keep every test's
 * data in memory.
 * @module
 */
import { type ImportkitClient, unwrap } from '@importkit/api';

/** Deletes the environment's spaces, then the environment. */
export async function removeEnvironment(
  client: ImportkitClient,
  environmentId: string,
): Promise<void> {
  const query = { environmentId, pageSize: 1000 };
  for (;;) {
    const { data: spaces } = await unwrap(client.GET('/v1/spaces', { params: { query } }));
    if (spaces.length === 0) break;
    for (const space of spaces) {
      await unwrap(
        client.DELETE('/v1/spaces/{spaceId}', { params: { path: { spaceId: space.id } } }),
      );
    }
  }
  await unwrap(
    client.DELETE('/v1/environments/{environmentId}', { params: { path: { environmentId } } }),
  );
}
