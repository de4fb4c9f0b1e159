/** `/users` is the profile's alias: the same texts as /profile. */
export { default } from '../profile/layout';
