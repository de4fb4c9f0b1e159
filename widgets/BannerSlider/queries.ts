/** The slider reads the banner widgets' one call (banners-config of the page's locale). */
export { bannersQuery } from '../common/banner/queries';
