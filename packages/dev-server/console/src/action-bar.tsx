/**
 * A workbook's and a sheet's actions as buttons: primary first, `guide` as a tooltip, `guardrail`
 * (or `confirm`) as a modal that must be confirmed before the job is created, and disabled per
 * `requireAllValid` / `requireAllValidTotal` / `requireSelection` with the reason shown.
 * Pressing creates the job as the hosted UI does: `POST /v1/jobs` with the action's operation,
 * its source (the workbook or sheet) and mode; a foreground job then shows in the job panel.
 * @module
 */
import { useMemo, useState } from 'preact/hooks';
import { type Action, type ActionState, disabledReason, orderActions } from './action-rules';
import type { Schemas } from './api';
import { useConsole } from './console-context';
import { renderMarkdown } from './markdown';
import { Markdown, Modal } from './modal';

export interface PlacedAction {
  action: Action;
  type: 'workbook' | 'sheet';
  source: string;
  /** Rows in error where `requireAllValidTotal` looks (the sheet, or every sheet of the workbook). */
  errorsInScope: number | undefined;
}

export function ActionBar(props: {
  actions: PlacedAction[];
  selectedIds: string[];
  invalidSelected: number;
}) {
  const ordered = useMemo(() => {
    const primaryFirst = orderActions(props.actions.map((placed) => placed.action));
    return primaryFirst.map(
      (action) => props.actions.find((placed) => placed.action === action) as PlacedAction,
    );
  }, [props.actions]);
  const [confirming, setConfirming] = useState<PlacedAction | undefined>();
  const { api, watchJob, notify } = useConsole();

  const run = async (placed: PlacedAction) => {
    const { action } = placed;
    const body: Schemas['JobConfig'] = {
      type: placed.type,
      operation: action.operation ?? action.label,
      source: placed.source,
      ...(action.mode ? { mode: action.mode } : {}),
      ...(props.selectedIds.length > 0
        ? {
            subject: {
              type: 'collection',
              resource: 'records',
              params: { sheetId: placed.source },
              query: { ids: props.selectedIds },
            },
          }
        : {}),
    };
    try {
      const { data: job } = await api.post<{ data: Schemas['Job'] }>('/v1/jobs', { body });
      if ((job.mode ?? 'foreground') === 'background')
        notify(`${action.label}: job ${job.id} created`);
      else watchJob(job.id);
    } catch (error) {
      notify(`${action.label} failed: ${(error as Error).message}`);
    }
  };

  if (ordered.length === 0) return null;
  return (
    <div class="action-bar" role="toolbar" aria-label="Actions">
      {ordered.map((placed) => {
        const state: ActionState = {
          selected: props.selectedIds.length,
          invalidSelected: props.invalidSelected,
          errorsInScope: placed.errorsInScope,
        };
        return (
          <ActionButton
            key={`${placed.type}:${placed.action.operation ?? placed.action.label}`}
            placed={placed}
            reason={disabledReason(placed.action, state)}
            onPress={() => {
              const { action } = placed;
              if (action.guardrail?.content || action.confirm) setConfirming(placed);
              else void run(placed);
            }}
          />
        );
      })}
      {confirming && (
        <Modal
          title={confirming.action.label}
          testId="guardrail"
          onClose={() => setConfirming(undefined)}
        >
          {confirming.action.guardrail?.content ? (
            <Markdown html={renderMarkdown(confirming.action.guardrail.content)} />
          ) : (
            <p>Run “{confirming.action.label}”?</p>
          )}
          <div class="modal-buttons">
            <button type="button" onClick={() => setConfirming(undefined)}>
              Cancel
            </button>
            <button
              type="button"
              class="primary"
              onClick={() => {
                const placed = confirming;
                setConfirming(undefined);
                void run(placed);
              }}
            >
              Continue
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

function ActionButton(props: {
  placed: PlacedAction;
  reason: string | undefined;
  onPress(): void;
}) {
  const { action } = props.placed;
  const [open, setOpen] = useState(false);
  const guide = action.guide?.content ?? action.tooltip;
  const guideHtml = useMemo(() => (guide ? renderMarkdown(guide) : undefined), [guide]);
  const id = `action-${props.placed.type}-${action.operation ?? action.label}`.replace(
    /[^\w-]/g,
    '_',
  );
  return (
    // The wrapper, not the button, takes the hover: a disabled button gets no mouse events.
    // biome-ignore lint/a11y/noStaticElementInteractions: the button inside is the interactive element; focus opens the tooltip too.
    <span
      class="action"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocusIn={() => setOpen(true)}
      onFocusOut={() => setOpen(false)}
    >
      <button
        type="button"
        class={action.primary ? 'primary' : undefined}
        disabled={props.reason !== undefined}
        aria-describedby={guideHtml || props.reason ? `${id}-tip` : undefined}
        data-action={action.operation ?? action.label}
        onClick={props.onPress}
      >
        {action.label}
      </button>
      {props.reason && <span class="action-reason">{props.reason}</span>}
      {open && (guideHtml || props.reason) && (
        <span class="tooltip" role="tooltip" id={`${id}-tip`}>
          {guideHtml && <Markdown html={guideHtml} />}
          {props.reason && <span class="tooltip-reason">{props.reason}</span>}
        </span>
      )}
    </span>
  );
}
