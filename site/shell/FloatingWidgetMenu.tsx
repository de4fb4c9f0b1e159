'use client';

import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { IntentLink as Link } from '../core/ui/IntentLink';
import type { FloatingWidget } from './floating-widgets';
import styles from './FloatingWidgetMenu.module.css';

export interface FloatingWidgetMenuProps {
  items: readonly { widget: FloatingWidget; href: string }[];
  /** The support page, a button beside the menu on desktop. */
  supportHref: string;
}

/**
 * The floating widget menu (spec C2): a round button in the corner opening the list of widgets
 * available to this visitor (rocket mart, loot box or wheel, adventures, active quests, activity
 * hub), with the support button beside it on desktop. A disclosure: the button says whether the
 * list is open, Escape closes it and gives focus back. Pure.
 */
export function FloatingWidgetMenu({ items, supportHref }: FloatingWidgetMenuProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (items.length === 0) return null;
  return (
    <div
      className={styles.dock}
      data-testid="floating-widget-menu"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          (e.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
        }
      }}
    >
      <Link href={supportHref} className={styles.support}>
        {t('shell.floating.support')}
      </Link>
      <div className={styles.menu}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
          {t(open ? 'shell.floating.close' : 'shell.floating.open')}
        </button>
        {open ? (
          <ul id={listId} className={styles.list}>
            {items.map((i) => (
              <li key={i.widget}>
                <Link href={i.href} className={styles.item} onClick={() => setOpen(false)}>
                  {t(`shell.floating.${i.widget}`)}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
