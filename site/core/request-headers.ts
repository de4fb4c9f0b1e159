/**
 * Request headers the proxy (proxy.ts) sets so the server layout knows the path it renders
 * (layouts do not receive it) and can apply the route guards on full page loads. The proxy
 * overwrites any value a client sends.
 */
export const PATH_HEADER = 'x-rh-pathname';
export const SEARCH_HEADER = 'x-rh-search';
