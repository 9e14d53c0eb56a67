/**
 * A cell's editor in the grid: a select for enums and booleans, else a text or number input.
 * Enter or leaving it saves (once), Escape cancels.
 * @module
 */
import { useEffect, useRef } from 'preact/hooks';
import { enumChoices, type Field, parseInput } from './cells';

export function CellEditor(props: {
  field: Field;
  initial: string;
  onDone(value: unknown | undefined): void;
}) {
  const ref = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const finished = useRef(false);
  // The initial value is set once, not as a prop: a re-render while the user types (an event
  // refreshing the grid) would otherwise put it back over what was typed.
  useEffect(() => {
    if (!ref.current) return;
    ref.current.value = props.initial;
    ref.current.focus();
  }, []);
  const choices = enumChoices(props.field);
  const finish = (save: boolean) => {
    // Enter, then the blur of the removed input: one write only.
    if (finished.current) return;
    finished.current = true;
    const input = ref.current;
    props.onDone(save && input ? parseInput(props.field, input.value) : undefined);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') finish(true);
    if (event.key === 'Escape') finish(false);
  };
  if (choices || props.field.type === 'boolean') {
    const list = choices ?? [
      { value: 'true', label: 'true' },
      { value: 'false', label: 'false' },
    ];
    return (
      <select
        ref={ref}
        aria-label={`Edit ${props.field.label ?? props.field.key}`}
        onChange={() => finish(true)}
        onBlur={() => finish(false)}
        onKeyDown={onKeyDown}
      >
        <option value="" />
        {list.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  }
  const label = `Edit ${props.field.label ?? props.field.key}`;
  return props.field.type === 'number' ? (
    <input
      ref={ref}
      aria-label={label}
      type="number"
      onBlur={() => finish(true)}
      onKeyDown={onKeyDown}
    />
  ) : (
    <input
      ref={ref}
      aria-label={label}
      type="text"
      onBlur={() => finish(true)}
      onKeyDown={onKeyDown}
    />
  );
}
