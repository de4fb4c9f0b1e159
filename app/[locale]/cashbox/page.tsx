import { cashboxRoutePage } from '@/site/cashbox/cashbox-route-page';
import MainPage from '../page';

/** Cashbox popup route /cashbox (spec P2, login required): the cashbox over main. */
export default cashboxRoutePage('/cashbox', MainPage);
