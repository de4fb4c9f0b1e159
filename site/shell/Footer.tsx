'use client';

import Link from 'next/link';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { LanguageSelect } from './LanguageSelect';
import type { Licence } from '../licence/licence';
import { Logo } from './Logo';
import styles from './Shell.module.css';

export interface FooterProps {
  locale: Locale;
  licence: Licence;
  /** Message id of the copyright line's note for this visitor (site/licence `copyrightMessageIds`), if any. */
  copyrightNote?: string | null;
  year: number;
  supportHref: string;
  homeHref: string;
  languageHref: (locale: Locale) => string;
}

/**
 * Footer (spec P2): help links, language select and the licence-dependent copyright line. The
 * CMS-fed parts (info links of static pages, socials, awards, providers, payment logos) join when
 * their data exists.
 */
export function Footer({ locale, licence, copyrightNote = null, year, supportHref, homeHref, languageHref }: FooterProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <Link href={homeHref} aria-label={t('shell.header.home')}>
            <Logo className={styles.logo} />
          </Link>
          <p className={styles.footerText}>{t('shell.footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-help" className={styles.footerCol}>
          <h2 id="footer-help" className={styles.footerHeading}>
            {t('shell.footer.help')}
          </h2>
          <ul className={styles.footerLinks}>
            <li>
              <Link href={supportHref}>{t('shell.sidebar.support')}</Link>
            </li>
          </ul>
        </nav>
        <div className={styles.footerCol}>
          <h2 className={styles.footerHeading}>{t('shell.footer.language')}</h2>
          <LanguageSelect current={locale} hrefFor={languageHref} placement="up" />
        </div>
      </div>
      <div className={styles.footerBottom}>
        <span className={styles.ageBadge} aria-hidden="true">
          18+
        </span>
        <p className={styles.footerText}>{t('shell.footer.responsible')}</p>
        <p className={styles.copyright} data-licence={licence} data-testid="copyright">
          {intl.formatMessage({ id: licence === 'estonia' ? 'shell.footer.copyright.estonia' : 'shell.footer.copyright.curacao' }, { year })}
          {copyrightNote && <> {intl.formatMessage({ id: copyrightNote })}</>}
        </p>
      </div>
    </footer>
  );
}
