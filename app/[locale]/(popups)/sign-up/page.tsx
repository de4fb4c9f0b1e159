import { popupRoutePage } from '@/site/routing/popup-route-page';
import MainPage from '../../page';

/** Popup route /sign-up (spec P2): the 'sign-up' popup over main, the query passed through. */
export default popupRoutePage('sign-up', MainPage);
