import { cashboxRoutePage } from '@/site/cashbox/cashbox-route-page';
import MainPage from '../page';

/** Cashbox popup route /withdraw (spec P2, login required): the cashbox over main. */
export default cashboxRoutePage('/withdraw', MainPage);
