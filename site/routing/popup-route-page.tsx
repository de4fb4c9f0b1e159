import { Suspense, type ComponentType } from 'react';
import { isLocale } from '../../schemas/locale-codes';
import { RoutePopup } from './RoutePopup';
import type { AuthPopupName } from './hash-popups';

/** What main is given: the segment's params (main reads its locale from them). */
type MainProps = { params: Promise<{ locale: string }> };

/**
 * The page of a popup route (spec P2: /sign-in, /sign-up, /remind, /new-password, /email-verify,
 * /confirmation): `Main` underneath and the named popup over it, the URL's query passed through.
 * A factory so each app/ segment stays one line and every popup route behaves the same.
 */
export function popupRoutePage(name: AuthPopupName, Main: ComponentType<MainProps>) {
  return async function PopupRoutePage({ params }: { params: Promise<{ locale: string }> }) {
    const { locale } = await params;
    if (!isLocale(locale)) return null;
    return (
      <>
        <Main params={params} />
        <Suspense fallback={null}>
          <RoutePopup name={name} locale={locale} />
        </Suspense>
      </>
    );
  };
}
