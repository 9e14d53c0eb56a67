/** The header's development controls: the server's clock (moved by hand) and reset. */
import { useEffect, useState } from 'preact/hooks';
import { useConsole } from './console-context';
import { Modal } from './modal';

interface ClockView {
  now: string;
  mode: 'real' | 'manual';
}

export function ClockControl() {
  const { api, notify } = useConsole();
  const [clock, setClock] = useState<ClockView | undefined>();
  const [minutes, setMinutes] = useState('60');
  const read = () =>
    api
      .get<{ data: ClockView }>('/_dev/clock')
      .then(({ data }) => setClock(data))
      .catch(() => setClock(undefined));
  useEffect(() => {
    void read();
    const timer = setInterval(read, 5000);
    return () => clearInterval(timer);
  }, [api]);
  return (
    <form
      class="clock"
      onSubmit={(event) => {
        event.preventDefault();
        api
          .post<{ data: ClockView }>('/_dev/clock/advance', {
            body: { ms: Number(minutes) * 60_000 },
          })
          .then(({ data }) => setClock(data))
          .catch((error: Error) => notify(error.message));
      }}
    >
      <span title={clock ? `${clock.mode} clock` : undefined} data-testid="clock">
        {clock ? `${new Date(clock.now).toLocaleString()} (${clock.mode})` : 'clock …'}
      </span>
      <input
        type="number"
        min="0"
        step="any"
        aria-label="Minutes to advance the clock"
        value={minutes}
        onInput={(event) => setMinutes((event.target as HTMLInputElement).value)}
      />
      <button type="submit">Advance min</button>
    </form>
  );
}

export function ResetButton(props: { onReset(): void }) {
  const { api, notify } = useConsole();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" class="danger" onClick={() => setConfirming(true)}>
        Reset
      </button>
      {confirming && (
        <Modal title="Reset the dev server?" onClose={() => setConfirming(false)}>
          <p>Every space, workbook, record, job and event is deleted. The API key stays.</p>
          <div class="modal-buttons">
            <button type="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button
              type="button"
              class="danger"
              onClick={() => {
                setConfirming(false);
                api
                  .post('/_dev/reset')
                  .then(props.onReset)
                  .catch((error: Error) => notify(`Reset failed: ${error.message}`));
              }}
            >
              Reset
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
