import { popupRoutePage } from '@/site/routing/popup-route-page';
import MainPage from '../../page';

/** Popup route /confirmation (spec P2): the 'email-verify' popup over main, the query passed through. */
export default popupRoutePage('email-verify', MainPage);
