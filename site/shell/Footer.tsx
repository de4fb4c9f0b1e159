'use client';

import { IntentLink as Link } from '../core/ui/IntentLink';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { LanguageSelect } from './LanguageSelect';
import type { Licence } from '../licence/licence';
import type { FooterLink } from '../static-pages/shell-links';
import { Logo } from './Logo';
import styles from './Footer.module.css';
import shell from './Shell.module.css';

export interface FooterProps {
  locale: Locale;
  licence: Licence;
  /** Message id of the copyright line's note for this visitor (site/licence `copyrightMessageIds`), if any. */
  copyrightNote?: string | null;
  year: number;
  supportHref: string;
  homeHref: string;
  languageHref: (locale: Locale) => string;
  /** Info links: CMS pages of the bottom-menu category (site/static-pages/shell-links.ts). */
  infoLinks?: readonly FooterLink[];
  /** Help links: CMS pages of the bottom-menu-help category; the support link follows them. */
  helpLinks?: readonly FooterLink[];
  /** Terms files of the CMS. */
  termsFiles?: readonly FooterLink[];
  /**
   * The CMS's footer widgets (main-widget-config `slots.footer`: awards, payment logos, ...),
   * rendered on the server by the layout and shown above the link columns.
   */
  widgets?: ReactNode;
}

/**
 * Footer (spec P2, C2): info links and help links of the CMS static pages, terms files, language
 * select and the licence-dependent copyright line. A column without links is left out.
 */
export function Footer({
  locale,
  licence,
  copyrightNote = null,
  year,
  supportHref,
  homeHref,
  languageHref,
  infoLinks = [],
  helpLinks = [],
  termsFiles = [],
  widgets,
}: FooterProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <footer className={styles.footer}>
      {widgets && <div className={styles.footerWidgets}>{widgets}</div>}
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <Link href={homeHref} aria-label={t('shell.header.home')}>
            <Logo className={shell.logo} />
          </Link>
          <p className={styles.footerText}>{t('shell.footer.about')}</p>
        </div>
        {infoLinks.length > 0 && (
          <nav aria-labelledby="footer-info" className={styles.footerCol}>
            <h2 id="footer-info" className={styles.footerHeading}>
              {t('shell.footer.info')}
            </h2>
            <FooterLinks links={infoLinks} />
          </nav>
        )}
        <nav aria-labelledby="footer-help" className={styles.footerCol}>
          <h2 id="footer-help" className={styles.footerHeading}>
            {t('shell.footer.help')}
          </h2>
          <ul className={styles.footerLinks}>
            {helpLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link href={supportHref}>{t('shell.sidebar.support')}</Link>
            </li>
          </ul>
        </nav>
        {termsFiles.length > 0 && (
          <nav aria-labelledby="footer-terms" className={styles.footerCol}>
            <h2 id="footer-terms" className={styles.footerHeading}>
              {t('shell.footer.terms')}
            </h2>
            <FooterLinks links={termsFiles} />
          </nav>
        )}
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

/** A list of footer links: site pages through the router, files as plain links to the document. */
function FooterLinks({ links }: { links: readonly FooterLink[] }) {
  const intl = useIntl();
  return (
    <ul className={styles.footerLinks}>
      {links.map((link) => (
        <li key={link.href}>
          {link.fileType ? (
            <a
              href={link.href}
              target="_blank"
              rel="noopener"
              aria-label={intl.formatMessage({ id: 'shell.footer.file' }, { title: link.label, type: link.fileType })}
            >
              {link.label}
            </a>
          ) : (
            <Link href={link.href}>{link.label}</Link>
          )}
        </li>
      ))}
    </ul>
  );
}
