/**
 * The drag handle on a column header's right edge: dragging it (or the arrow keys on it) sets the
 * column's width, never below {@link MIN_COLUMN_WIDTH}.
 * @module
 */

/** The narrowest a column may be dragged to. */
export const MIN_COLUMN_WIDTH = 60;

/** The drag handle on a column header's right edge (arrow keys resize it too). */
export function ColumnResizer(props: {
  label: string;
  width: number;
  onResize(width: number): void;
}) {
  const resize = (width: number) => props.onResize(Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable, movable splitter (WAI-ARIA), which an <hr> cannot be.
    <span
      class="column-resizer"
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${props.label}`}
      aria-valuenow={props.width}
      tabIndex={0}
      onPointerDown={(event) => {
        event.preventDefault();
        const handle = event.currentTarget as HTMLElement;
        handle.setPointerCapture(event.pointerId);
        const startX = event.clientX;
        const startWidth = props.width;
        const move = (moved: PointerEvent) => resize(startWidth + moved.clientX - startX);
        const stop = () => {
          handle.removeEventListener('pointermove', move);
          handle.removeEventListener('pointerup', stop);
          handle.removeEventListener('pointercancel', stop);
        };
        handle.addEventListener('pointermove', move);
        handle.addEventListener('pointerup', stop);
        handle.addEventListener('pointercancel', stop);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') resize(props.width + 20);
        if (event.key === 'ArrowLeft') resize(props.width - 20);
      }}
    />
  );
}
