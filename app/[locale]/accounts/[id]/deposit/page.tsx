import { cashboxRoutePage } from '@/site/cashbox/cashbox-route-page';
import MainPage from '../../../page';

/** /accounts/{id}/deposit, the alias of /deposit (spec P2): the deposit popup over main. */
export default cashboxRoutePage('/deposit', MainPage);
