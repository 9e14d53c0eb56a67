/**
 * The side panel of one cell: its whole value and every message on it (type, text, where it came
 * from), a stale message marked with the value it quoted. Opened by clicking a cell, so a long
 * value or message is read whole instead of cut at the column's width.
 * @module
 */
import { type CellValue, cellText, type Field } from './cells';
import { staleQuote } from './stale-messages';

export function CellPanel(props: {
  field: Field;
  recordId: string;
  cell: CellValue | undefined;
  onClose(): void;
}) {
  const text = cellText(props.cell?.value);
  const messages = props.cell?.messages ?? [];
  return (
    <aside class="cell-panel" data-testid="cell-panel" aria-label="Cell">
      <header>
        <h3>{props.field.label ?? props.field.key}</h3>
        <button type="button" aria-label="Close the cell panel" onClick={props.onClose}>
          ×
        </button>
      </header>
      <p class="muted">
        Record <code>{props.recordId}</code> · field <code>{props.field.key}</code>
      </p>
      <h4>Value</h4>
      <pre class="cell-panel-value" data-testid="cell-panel-value">
        {text === '' ? <span class="muted">(empty)</span> : text}
      </pre>
      <h4>Messages</h4>
      {messages.length === 0 && <p class="muted">No messages.</p>}
      <ul class="cell-panel-messages">
        {messages.map((message, index) => {
          const stale = staleQuote(message.message ?? '', text);
          return (
            <li
              key={index}
              class={`message ${message.type ?? 'error'}${stale === undefined ? '' : ' stale'}`}
              data-stale={stale === undefined ? undefined : 'true'}
            >
              <strong>{message.type ?? 'error'}</strong> {message.message}
              {message.source && <span class="muted"> · {message.source}</span>}
              {stale !== undefined && (
                <p class="stale-note">
                  Stale: it is about "{stale}", and the value is now "{text}".
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
