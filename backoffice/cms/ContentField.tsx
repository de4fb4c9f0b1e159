'use client';

import { useMemo, type RefObject } from 'react';
import { checkContent, type CatalogueKeys } from '../../schemas/widget-params';
import { IssuesPanel } from './IssuesPanel';
import { selectRange, SourceEditor } from './SourceEditor';

/**
 * One HTML source field with its live placeholder check: the source editor and, under it, the
 * issues `checkContent` finds as the editor types (the check a publish runs), names the game
 * catalogue lacks included once `catalogue` has loaded.
 */
export function ContentField({
  id,
  label,
  value,
  onChange,
  textareaRef,
  readOnly,
  onFocus,
  rows,
  catalogue,
}: {
  id: string;
  label: React.ReactNode;
  value: string;
  onChange(v: string): void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  readOnly?: boolean;
  onFocus?: () => void;
  rows?: number;
  catalogue: CatalogueKeys | undefined;
}) {
  const issues = useMemo(() => checkContent(value, catalogue), [value, catalogue]);
  return (
    <div className="bo-content-field" onFocus={onFocus}>
      <label htmlFor={id} className="bo-label">
        {label}
      </label>
      <SourceEditor
        id={id}
        value={value}
        onChange={onChange}
        textareaRef={textareaRef}
        readOnly={readOnly}
        rows={rows}
        describedBy={`${id}-issues`}
        invalid={issues.length > 0}
      />
      <IssuesPanel
        id={`${id}-issues`}
        source={value}
        issues={issues}
        onShow={(issue) => selectRange(textareaRef.current, issue.index, issue.index + issue.placeholder.length)}
      />
    </div>
  );
}
