import { popupRoutePage } from '@/site/routing/popup-route-page';
import MainPage from '../../page';

/** Popup route /sign-in (spec P2): the 'sign-in' popup over main, the query passed through. */
export default popupRoutePage('sign-in', MainPage);
