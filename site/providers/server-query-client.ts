import { cache } from 'react';
import { makeQueryClient } from './query-client';

/**
 * The query client of one server request, shared by the layout and the page of that request
 * (React's `cache` is scoped to a request). A page prefetches into it and wraps its client part
 * in `<HydrationBoundary state={dehydrate(getServerQueryClient())}>`.
 */
export const getServerQueryClient = cache(makeQueryClient);
