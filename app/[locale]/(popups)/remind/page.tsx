import { popupRoutePage } from '@/site/routing/popup-route-page';
import MainPage from '../../page';

/** Popup route /remind (spec P2): the 'remind' popup over main, the query passed through. */
export default popupRoutePage('remind', MainPage);
