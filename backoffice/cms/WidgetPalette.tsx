'use client';

import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPlaceholder } from '../../schemas/placeholders';
import { WIDGET_NAMES, type WidgetName } from '../../schemas/widget-params';
import { ParamsForm } from './ParamsForm';

/** A widget's one-line description from the catalog, when it has one. */
function useWidgetDescription() {
  const intl = useIntl();
  return (name: WidgetName) => {
    const id = `backoffice.cms.widget.${name}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : '';
  };
}

/**
 * Every registry widget as a button; choosing one opens a dialog with the form generated from its
 * params, and "Insert" hands the finished placeholder (`#GameRow[category=new]#`, escaped by
 * formatPlaceholder) to `onInsert`, which puts it at the editor's caret. The native modal dialog
 * keeps focus inside and closes on Escape.
 */
export function WidgetPalette({ onInsert, disabled }: { onInsert(placeholder: string): void; disabled?: boolean }) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<WidgetName | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const describe = useWidgetDescription();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (chosen && !d.open) d.showModal();
    if (!chosen && d.open) d.close();
  }, [chosen]);

  return (
    <section className="bo-palette" aria-labelledby="bo-palette-heading">
      <h3 id="bo-palette-heading">
        <FormattedMessage id="backoffice.cms.palette.heading" />
      </h3>
      <ul>
        {WIDGET_NAMES.map((name) => (
          <li key={name}>
            <button
              type="button"
              className="bo-palette-item"
              disabled={disabled}
              onClick={() => setChosen(name)}
              title={describe(name) || undefined}
              aria-label={intl.formatMessage({ id: 'backoffice.cms.palette.add' }, { name })}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
      <dialog ref={dialog} className="bo-dialog" aria-labelledby="bo-palette-dialog-title" onClose={() => setChosen(null)}>
        {chosen && (
          <>
            <h2 id="bo-palette-dialog-title">
              <FormattedMessage id="backoffice.cms.palette.dialogTitle" values={{ name: chosen }} />
            </h2>
            {describe(chosen) && <p className="bo-hint">{describe(chosen)}</p>}
            <ParamsForm
              key={chosen}
              widget={chosen}
              submitLabel={intl.formatMessage({ id: 'backoffice.cms.palette.insert' })}
              onCancel={() => setChosen(null)}
              onSubmit={(params) => {
                onInsert(formatPlaceholder(chosen, params));
                setChosen(null);
              }}
            />
          </>
        )}
      </dialog>
    </section>
  );
}
