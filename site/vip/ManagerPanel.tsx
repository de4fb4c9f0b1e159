'use client';

import { useIntl } from 'react-intl';
import type { Manager } from '../../schemas/cms/configs';
import styles from '../../widgets/common/vip/Vip.module.css';

/** The VIP's personal manager (spec C6): name, photo, hours and the contact links given. Pure view. */
export function ManagerPanel({ manager }: { manager: Manager }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  return (
    <section className={styles.progress} aria-labelledby="vip-manager-title" data-testid="vip-manager">
      <h2 id="vip-manager-title">{t('widgets.vip.club.manager.title')}</h2>
      <p>
        <img
          src={manager.avatar}
          alt={t('widgets.vip.club.manager.avatar', { name: manager.managerName })}
          width={48}
          height={48}
          style={{ borderRadius: '50%', verticalAlign: 'middle', marginRight: '0.5rem' }}
        />
        <strong>{manager.managerName}</strong>
      </p>
      <p className={styles.muted}>{t('widgets.vip.club.manager.hours', { time: manager.time })}</p>
      <ul style={{ display: 'flex', gap: '0.75rem', listStyle: 'none', padding: 0, flexWrap: 'wrap' }}>
        {manager.whatsAppLink ? (
          <li>
            <a href={manager.whatsAppLink} target="_blank" rel="noopener noreferrer">
              {t('widgets.vip.club.manager.whatsapp')}
            </a>
          </li>
        ) : null}
        {manager.telegramLink ? (
          <li>
            <a href={manager.telegramLink} target="_blank" rel="noopener noreferrer">
              {t('widgets.vip.club.manager.telegram')}
            </a>
          </li>
        ) : null}
        {manager.email ? (
          <li>
            <a href={`mailto:${manager.email}`}>{t('widgets.vip.club.manager.email')}</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
