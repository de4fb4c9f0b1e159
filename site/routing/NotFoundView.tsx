import { IntentLink as Link } from '../core/ui/IntentLink';
import { FormattedMessage } from 'react-intl';
import styles from '../core/ui/Page.module.css';

/**
 * The locale's 404 page (app/[locale]/not-found.tsx), also shown in place of a page the visitor
 * may no longer see without a reload (a tester logging out on /ffc or on a disabled promotion
 * page), so both read the same. Pure: the home link comes in.
 */
export function NotFoundView({ homeHref }: { homeHref: string }) {
  return (
    <section className={styles.placeholder} aria-labelledby="nf-title">
      <h1 id="nf-title" className={styles.title}>
        <FormattedMessage id="shell.notFound.title" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="shell.notFound.body" />
      </p>
      <p className={styles.lead}>
        <Link href={homeHref}>
          <FormattedMessage id="shell.notFound.home" />
        </Link>
      </p>
    </section>
  );
}
