import { popupRoutePage } from '@/site/routing/popup-route-page';
import MainPage from '../../page';

/** Popup route /new-password (spec P2): the 'new-password' popup over main, the query passed through. */
export default popupRoutePage('new-password', MainPage);
