'use client';

import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { matchOptions, type PickOption } from './catalogue';

/** Entries shown at once; the editor narrows a longer list by typing. */
const SHOWN_MAX = 50;

/**
 * A searchable picker over a catalogue list (categories, collections, providers), as the ARIA
 * 1.2 combobox pattern with a list popup: the text field is labelled by the form's `<label>`
 * (`id`), typing filters the list by key or title, ArrowDown/ArrowUp move through it, Enter
 * takes the highlighted entry, Escape closes the list (and only the list: the palette's dialog
 * stays open), Tab leaves. The field keeps what is typed, so an entry the list lacks stays
 * visible with the form's "no such category" message under it instead of vanishing.
 */
export function CataloguePicker({
  id,
  value,
  onChange,
  options,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange(v: string): void;
  /** undefined while the catalogue loads: then the field is plain text. */
  options: readonly PickOption[] | undefined;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => (options ? matchOptions(options, value) : []), [options, value]);
  const shown = matches.slice(0, SHOWN_MAX);
  const expanded = open && options !== undefined;
  const optionId = (i: number) => `${listId}-o${i}`;

  const choose = (o: PickOption) => {
    onChange(o.value);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!options) return;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(e.key === 'ArrowDown' ? 0 : shown.length - 1);
          return;
        }
        const n = shown.length;
        if (n === 0) return;
        setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % n : (a - 1 + n) % n));
        return;
      }
      case 'Enter':
        // Enter takes the highlighted entry; with the list closed it submits the form as usual.
        if (expanded && active >= 0 && shown[active]) {
          e.preventDefault();
          choose(shown[active]);
        }
        return;
      case 'Escape':
        if (expanded) {
          // Closing the list must not also close the dialog around the form.
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
      default:
    }
  };

  return (
    <div className="bo-combobox">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && shown[active] ? optionId(active) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        placeholder={options ? intl.formatMessage({ id: 'backoffice.cms.picker.placeholder' }) : undefined}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" className="bo-combobox-list" hidden={!expanded} aria-label={intl.formatMessage({ id: 'backoffice.cms.picker.listLabel' })}>
        {shown.map((o, i) => (
          <li
            key={o.value}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            data-value={o.value}
            // mousedown, not click: the field's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(o);
            }}
          >
            <span className="bo-combobox-title">{o.label}</span> <code>{o.value}</code>{' '}
            <span className="bo-hint">{intl.formatMessage({ id: 'backoffice.cms.picker.games' }, { count: o.count })}</span>
          </li>
        ))}
        {shown.length === 0 && (
          <li role="presentation" className="bo-hint">
            {intl.formatMessage({ id: 'backoffice.cms.picker.noMatch' })}
          </li>
        )}
        {matches.length > shown.length && (
          <li role="presentation" className="bo-hint">
            {intl.formatMessage({ id: 'backoffice.cms.picker.more' }, { count: matches.length - shown.length })}
          </li>
        )}
      </ul>
    </div>
  );
}
