import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./PaymentLogos.widget: a client module the server imports is first-load script of every page.
import { PaymentLogosWidget } from './PaymentLogos.lazy';

/**
 * Registry entry of `#PaymentLogos[]#`. Nothing to prefetch: a guest's brands are in the params,
 * and a player's methods depend on their currency, which the server's query context does not carry.
 */
export const paymentLogosWidget = defineWidget({
  name: 'PaymentLogos',
  params: WIDGET_PARAMS.PaymentLogos,
  Component: PaymentLogosWidget,
});
