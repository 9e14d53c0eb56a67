/**
 * A file chosen in the console, uploaded as the API takes it (`POST /v1/files`, multipart, into
 * the environment's first space, or a new "Uploads" space), then followed until the server's
 * extraction has made its workbook (or failed, with the extraction's own message).
 * @module
 */
import type { ConsoleApi, Schemas } from './api';

type FileEntity = Schemas['File'];

/** How often the file is read while its extraction runs, and for how long at most. */
const POLL_MS = 300;
const GIVE_UP_MS = 120_000;

async function spaceFor(api: ConsoleApi, environmentId: string): Promise<string> {
  const { data: spaces } = await api.get<{ data: Schemas['Space'][] }>('/v1/spaces', {
    query: { environmentId, pageSize: 1 },
  });
  if (spaces[0]) return spaces[0].id;
  const { data: space } = await api.post<{ data: Schemas['Space'] }>('/v1/spaces', {
    body: { name: 'Uploads', environmentId },
  });
  return space.id;
}

/** What an upload ended with: the sheet the extraction made, or why there is none. */
export type UploadResult =
  | { ok: true; file: FileEntity; sheetId: string }
  | { ok: false; file?: FileEntity; message: string };

/** Uploads `file` and waits for its extraction. */
export async function uploadAndExtract(
  api: ConsoleApi,
  environmentId: string,
  file: File,
): Promise<UploadResult> {
  const spaceId = await spaceFor(api, environmentId);
  const form = new FormData();
  form.append('spaceId', spaceId);
  form.append('environmentId', environmentId);
  form.append('file', file, file.name);
  const { data: uploaded } = await api.post<{ data: FileEntity }>('/v1/files', { body: form });
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const { data: current } = await api.get<{ data: FileEntity }>(
      `/v1/files/${encodeURIComponent(uploaded.id)}`,
    );
    if (current.status === 'failed') {
      const reason = current.extraction?.error?.message ?? 'The extraction failed.';
      return { ok: false, file: current, message: reason };
    }
    if (current.sheetId) return { ok: true, file: current, sheetId: current.sheetId };
    if (Date.now() > deadline) {
      return { ok: false, file: current, message: 'The extraction did not finish in 2 minutes.' };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
