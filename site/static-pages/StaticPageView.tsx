import type { ReactNode } from 'react';
import styles from './StaticPage.module.css';

export interface StaticPageViewProps {
  title: string;
  /** Locale the text is written in, when it is not the page's (the CMS fell back to `en`). */
  contentLang?: string;
  /** Shown above the title (a news article's date and way back to the list). */
  header?: ReactNode;
  /** The page content, already rendered (registry: sanitized HTML with its widgets). */
  children: ReactNode;
}

/** A CMS static page (spec C3): its title and its rendered content. Pure: data in props. */
export function StaticPageView({ title, contentLang, header, children }: StaticPageViewProps) {
  return (
    <article className={styles.page} aria-labelledby="static-page-title" lang={contentLang}>
      {header}
      <h1 id="static-page-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.content} data-testid="static-page-content">
        {children}
      </div>
    </article>
  );
}
