import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./CouponForm.widget: a client module the server imports is first-load script of every page.
import { CouponFormWidget } from './CouponForm.lazy';

/** Registry entry of `#CouponForm[]#`: a form, nothing to prefetch. */
export const couponFormWidget = defineWidget({
  name: 'CouponForm',
  params: WIDGET_PARAMS.CouponForm,
  Component: CouponFormWidget,
});
