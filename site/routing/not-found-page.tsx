import type { ReactElement } from 'react';
import { LocaleNotFound } from './LocaleNotFound';
import { markNotFound } from './response-status';

/**
 * A page's answer when what it names does not exist: the locale's 404 page rendered in the server's
 * HTML inside the locale layout (`<html lang>`, the shell), answered with status 404. Server
 * components use `return notFoundPage()` instead of throwing `notFound()`, which Next 16 answers
 * with a bare, client-rendered error document (response-status.ts says why).
 */
export function notFoundPage(): ReactElement {
  markNotFound();
  return <LocaleNotFound />;
}
