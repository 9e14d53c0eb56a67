/** A modal dialog: focus goes to it, Escape cancels. */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export function Modal(props: {
  title: string;
  children: ComponentChildren;
  onClose(): void;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div class="modal-backdrop">
      <div
        class="modal"
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        tabIndex={-1}
        ref={ref}
        data-testid={props.testId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') props.onClose();
        }}
      >
        <h2>{props.title}</h2>
        {props.children}
      </div>
    </div>
  );
}

/** Markdown from an action, sanitised (see `markdown.ts`). */
export function Markdown(props: { html: string; class?: string }) {
  // The HTML comes from renderMarkdown, sanitised by DOMPurify.
  return <div class={props.class ?? 'markdown'} dangerouslySetInnerHTML={{ __html: props.html }} />;
}
