'use client';

import { useMemo, useRef, type RefObject } from 'react';

export interface SourceEditorProps {
  id: string;
  value: string;
  onChange(value: string): void;
  /** The textarea, for the palette (insert at the caret) and the issue list (select a placeholder). */
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  readOnly?: boolean;
  rows?: number;
  /** Id of the element describing the field (its issues), for assistive technology. */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * A monospace source textarea with a line-number gutter. Plain text on purpose: editors write
 * HTML and placeholders exactly as stored, and the issue list points at line and column.
 */
export function SourceEditor({ id, value, onChange, textareaRef, readOnly, rows = 18, describedBy, invalid }: SourceEditorProps) {
  const gutter = useRef<HTMLDivElement>(null);
  const lines = useMemo(() => value.split('\n').length, [value]);
  return (
    <div className="bo-source">
      <div className="bo-source-gutter" ref={gutter} aria-hidden="true">
        {Array.from({ length: Math.max(lines, rows) }, (_, i) => (
          <div key={i}>{i + 1}</div>
        ))}
      </div>
      <textarea
        id={id}
        ref={textareaRef}
        value={value}
        rows={rows}
        spellCheck={false}
        readOnly={readOnly}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        // The gutter follows the text's scrolling so numbers stay beside their lines.
        onScroll={(e) => {
          if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
        }}
      />
    </div>
  );
}

/** Selects `[start, end)` in the textarea and scrolls it into view (the issue list's "show"). */
export function selectRange(textarea: HTMLTextAreaElement | null, start: number, end: number) {
  if (!textarea) return;
  textarea.focus();
  textarea.setSelectionRange(start, end);
  // Put the selected line near the top: the browser does not always scroll a programmatic selection.
  const line = textarea.value.slice(0, start).split('\n').length - 1;
  const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 20;
  textarea.scrollTop = Math.max(0, (line - 2) * lineHeight);
}
