/**
 * What an empty server offers instead of a blank page: the sample data (the `npm start` workbook,
 * `POST /_dev/sample-data`) and a file to upload; the upload button (also in the header); and
 * the summary of what an upload's extraction made (its format and each sheet's records).
 * @module
 */
import { useState } from 'preact/hooks';
import type { Schemas } from './api';
import { useConsole } from './console-context';
import { type UploadResult, uploadAndExtract } from './file-upload';

/** Opens a sheet once the tree knows it (`reload` reads the tree again). */
export type OpenSheet = (sheetId: string) => void;

/** The header's file upload: `onResult` shows the extraction, and opens its sheet when made. */
export function UploadButton(props: { onResult(result: UploadResult): void }) {
  const { api, environmentId } = useConsole();
  const [busy, setBusy] = useState<string | undefined>();
  return (
    <span class="upload">
      <label class="button">
        {busy ? `Extracting ${busy}…` : 'Upload a file'}
        <input
          type="file"
          accept=".csv,.tsv,.txt,.xlsx"
          aria-label="Upload a CSV, TSV or XLSX file"
          disabled={busy !== undefined}
          onChange={async (event) => {
            const input = event.target as HTMLInputElement;
            const file = input.files?.[0];
            if (!file) return;
            setBusy(file.name);
            try {
              props.onResult(await uploadAndExtract(api, environmentId, file));
            } catch (error) {
              props.onResult({ ok: false, message: (error as Error).message });
            } finally {
              setBusy(undefined);
              input.value = '';
            }
          }}
        />
      </label>
    </span>
  );
}

/** What the extraction made of an uploaded file: its format, and each sheet's records. */
export function ExtractionSummary(props: { result: UploadResult; onClose(): void }) {
  const { result } = props;
  const extraction = result.file?.extraction;
  return (
    <div class="extraction" role="status" data-testid="extraction">
      <button type="button" class="close" aria-label="Close" onClick={props.onClose}>
        ×
      </button>
      {result.ok ? (
        <strong>Extracted {result.file.name}</strong>
      ) : (
        <strong class="error-text">
          {result.file ? `${result.file.name}: ` : ''}
          {result.message}
        </strong>
      )}
      {extraction && (
        <p class="muted">
          {extraction.format === 'xlsx' ? 'XLSX' : 'Delimited text'}
          {extraction.encoding ? `, ${extraction.encoding}` : ''}
          {extraction.delimiter ? `, delimiter ${JSON.stringify(extraction.delimiter)}` : ''}
        </p>
      )}
      <ul>
        {(extraction?.sheets ?? []).map((sheet) => (
          <li key={sheet.name}>
            {sheet.name}: {sheet.records} records
            {sheet.raggedRows > 0
              ? ` (${sheet.raggedRows} rows of another width, the first at ${sheet.firstRaggedRow})`
              : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function EmptyServer(props: { onOpen: OpenSheet; onUpload(result: UploadResult): void }) {
  const { api, notify } = useConsole();
  const [loading, setLoading] = useState(false);
  const loadSample = async () => {
    setLoading(true);
    try {
      const { data } = await api.post<{ data: { workbookIds: string[] } }>('/_dev/sample-data');
      const workbookId = data.workbookIds[0];
      if (!workbookId) return;
      const { data: workbook } = await api.get<{ data: Schemas['Workbook'] }>(
        `/v1/workbooks/${encodeURIComponent(workbookId)}`,
      );
      const sheetId = workbook.sheets?.[0]?.id;
      if (sheetId) props.onOpen(sheetId);
    } catch (error) {
      notify(`The sample data could not be loaded: ${(error as Error).message}`);
    } finally {
      setLoading(false);
    }
  };
  return (
    <section class="empty-server" data-testid="empty-server">
      <h2>This server holds no workbooks yet</h2>
      <p>
        Load the sample the <code>npm start</code> demo uses — a "Customer import" workbook of 200
        contacts (a few with an email a CRM rejects) and 6 companies, with a Submit action — or
        upload a CSV, TSV or XLSX file and see what its extraction makes of it.
      </p>
      <p class="empty-actions">
        <button type="button" class="primary" disabled={loading} onClick={loadSample}>
          {loading ? 'Loading…' : 'Load sample data'}
        </button>
        <UploadButton onResult={props.onUpload} />
      </p>
      <p class="muted">
        Or create them through the API, start the server with <code>--seed</code>, or run your
        listener with <code>--listener</code>.
      </p>
    </section>
  );
}
