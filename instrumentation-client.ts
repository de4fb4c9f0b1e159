import { z } from 'zod';

/**
 * Runs in the browser before the site's own code (Next's client instrumentation hook). Zod 4
 * compiles object parsers with `new Function` when it may, and to find out whether it may it tries
 * one: under the pages' Content-Security-Policy (no `'unsafe-eval'`, site/routing/content-security.ts)
 * that try is a policy violation on every page load. The interpreted parsers are the same parsers.
 */
z.config({ jitless: true });
