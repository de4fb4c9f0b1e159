import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { PaymentLogosWidget } from './PaymentLogos.widget';

/**
 * Registry entry of `#PaymentLogos[]#`. Nothing to prefetch: a guest's brands are in the params,
 * and a player's methods depend on their currency, which the server's query context does not carry.
 */
export const paymentLogosWidget = defineWidget({
  name: 'PaymentLogos',
  params: WIDGET_PARAMS.PaymentLogos,
  Component: PaymentLogosWidget,
});
