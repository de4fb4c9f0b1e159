import { Suspense, type ComponentType } from 'react';
import { isLocale } from '../../schemas/locale-codes';
import { CashboxRoute } from './CashboxRoute';
import { CASHBOX_ROUTES, type CashboxPath } from './route-rules';

/** What main is given: the segment's params (main reads its locale from them). */
type MainProps = { params: Promise<{ locale: string }> };

/**
 * The page of a cashbox route (spec P2): main underneath and the cashbox popup over it, like the
 * auth popup routes (site/routing/popup-route-page). A factory so each app/ segment is one line.
 */
export function cashboxRoutePage(path: CashboxPath, Main: ComponentType<MainProps>) {
  const spec = CASHBOX_ROUTES[path];
  return async function CashboxRoutePage({ params }: { params: Promise<{ locale: string }> }) {
    const { locale } = await params;
    if (!isLocale(locale)) return null;
    return (
      <>
        <Main params={params} />
        <Suspense fallback={null}>
          <CashboxRoute spec={spec} locale={locale} />
        </Suspense>
      </>
    );
  };
}
