import { IntlMessageFormat } from 'intl-messageformat';
// By file, not by package name: the browser build maps `@formatjs/icu-messageformat-parser` to
// its parser-free build (next.config.ts), so the full parser is reachable only this way.
import { parse } from '../../../node_modules/@formatjs/icu-messageformat-parser/index.js';

/**
 * Gives react-intl its ICU parser again in the browser, for catalogs that arrive as strings: the
 * namespaces a popup loads (catalog-files.ts) and the back office's catalogs. The catalogs of a
 * page's payload arrive parsed (messages/load.ts compileCatalog), so a visitor's first page does
 * not download the parser. Import it for its effect; on the server and in tests (no alias) it
 * sets the parser IntlMessageFormat already has.
 */
IntlMessageFormat.__parse = parse;
