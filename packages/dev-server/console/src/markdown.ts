/**
 * Markdown from actions (`guide.content`, `guardrail.content`) rendered to HTML that cannot run
 * script: `marked` renders it, DOMPurify keeps only inert elements and attributes (no event
 * handlers, no `javascript:` or `data:` links, no forms, frames or styles). The page's Content
 * Security Policy forbids inline script as a second wall.
 * @module
 */
import DOMPurify from 'dompurify';
import { marked } from 'marked';

const SAFE_URL = /^(?:https?:|mailto:|#|\/(?!\/))/i;

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_URL.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG') {
    // Images could call out to another host: only same-origin ones are shown.
    const src = node.getAttribute('src') ?? '';
    if (!/^\/(?!\/)/.test(src)) node.removeAttribute('src');
  }
});

/** Sanitised HTML for a markdown text (safe to set as innerHTML). */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'svg'],
    FORBID_ATTR: ['style'],
  });
}
