/**
 * The widget placeholder parser (spec C2: `#Name[key=value;...]#` in CMS content is replaced by a
 * widget). PURE: no React, no DOM. The platform runs it to refuse content with broken
 * placeholders before a publish (`checkContent` in ./widget-params), the site's renderer runs it
 * to find the widgets of a page, the back office to list problems while an editor types.
 *
 * ## Syntax
 *
 * - `#Name[]#` or `#Name[key=value;key2=value2]#`. The name is PascalCase: an upper-case letter,
 *   then letters and digits (at most 64). The brackets are required: a bare `#Name#` is ordinary
 *   text, so prose ("#1 casino"), colours (`#FFF`) and anchors (`href="#Top"`) never turn into
 *   widgets by accident.
 * - Pairs are separated by `;`; a trailing `;` and empty pairs are ignored. Around keys and values
 *   white space (also `&nbsp;`) is trimmed. Keys: a letter, then letters, digits, `_`, `-`
 *   (at most 64). A key may appear once. A value may be empty (`title=`), which widgets read as absent.
 * - The placeholder ends at the first `]#` that is not escaped. A `]` not followed by `#` is a
 *   literal, so brackets nest without escaping: `#GameRow[title=Top [new]]#` has title `Top [new]`.
 *   Only the first `=` of a pair separates key from value (`a=b=c` is key `a`, value `b=c`).
 *
 * ## Escaping (inside the brackets)
 *
 * - Backslash: `\;` `\]` `\#` `\=` `\\` are the literal character. A backslash before any other
 *   character is kept as written (`C:\temp` stays `C:\temp`).
 * - HTML character references, as a WYSIWYG writes them, are decoded in keys and values and count as
 *   literal characters, never as syntax: `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&nbsp;` and numeric
 *   `&#59;` / `&#x3B;`. So `&#59;` is a literal `;` and `&#93;&#35;` a literal `]#`. Other named
 *   references (`&hellip;`) stay as written, and their `;` never separates pairs.
 * - Outside a placeholder nothing is unescaped: to show the text `#Name[...]#` on a page, write
 *   one of its characters as a reference (`&#35;Name[...]#`).
 *
 * ## HTML positions
 *
 * The input is HTML. A placeholder may sit in text (it becomes a widget) or inside a tag, e.g. in
 * an attribute value (`<a title="#GameRow[]#">`): those are reported with `inAttribute: true`, are
 * refused by `checkContent` and removed by the renderer. A placeholder never spans a tag (`<`
 * ends the search for `]#`). Comments, `<!...>` declarations and the content of `script`, `style`,
 * `textarea` and `title` elements are skipped.
 *
 * ## Bounds
 *
 * Never throws; runs in time linear in the input (no backtracking regex: every character is
 * looked at a bounded number of times). At most PLACEHOLDER_LIMITS.placeholders placeholders
 * and PLACEHOLDER_LIMITS.errors errors are reported; an input longer than
 * PLACEHOLDER_LIMITS.inputChars is refused with a single error.
 */

/** A placeholder found in CMS content. */
export interface Placeholder {
  /** The widget name as written, e.g. `GameRow`. */
  name: string;
  /** Unescaped, trimmed key/value pairs. Values are strings: the widget's params schema coerces them. */
  params: Record<string, string>;
  /** The placeholder as written in the input (`input.slice(start, end)`). */
  raw: string;
  /** Offset of the opening `#` in the input (UTF-16 code units). */
  start: number;
  /** Offset just past the closing `#`. */
  end: number;
  /** True when it sits inside a tag (an attribute value) rather than in text. */
  inAttribute: boolean;
}

/** Broken placeholder syntax found in CMS content. */
export interface PlaceholderError {
  /** An English sentence for the editor (the back office shows it as is). */
  message: string;
  start: number;
  end: number;
  /** The offending text as written (cut to 200 characters). */
  raw: string;
  /** The widget name when the error is past the name (`#GameRow[limit]#`). */
  name?: string;
  inAttribute: boolean;
}

export interface ParseResult {
  placeholders: Placeholder[];
  errors: PlaceholderError[];
}

export const PLACEHOLDER_LIMITS = {
  /** Longer input is refused outright (the CMS itself refuses content above 1 MB). */
  inputChars: 5_000_000,
  /** One placeholder, `#` to `#`. */
  placeholderChars: 4_000,
  nameChars: 64,
  keyChars: 64,
  valueChars: 500,
  params: 30,
  placeholders: 200,
  errors: 100,
} as const;

const RAW_CUT = 200;
const RAW_TEXT_ELEMENTS = ['script', 'style', 'textarea', 'title'] as const;

const NAMED_REFS: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const CH_HASH = 35; // #
const CH_LBRACKET = 91; // [
const CH_RBRACKET = 93; // ]
const CH_BACKSLASH = 92; // \
const CH_LT = 60; // <
const CH_GT = 62; // >
const CH_DQUOTE = 34;
const CH_SQUOTE = 39;

const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isAlnum = (c: number) => isUpper(c) || isLower(c) || isDigit(c);

const KEY_RE = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** Elements that never nest (void) or close themselves when a sibling opens: they add no depth. */
const NO_DEPTH = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
  'param',
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'option',
  'optgroup',
  'thead',
  'tbody',
  'tfoot',
  'rp',
  'rt',
  'colgroup',
  'caption',
]);

/**
 * How deep the markup's elements nest, measured in one linear pass without building a tree
 * (comments, declarations and script/style content skipped; void and self-closing elements, and
 * those closed by their next sibling, do not count). HTML parsers slow down quadratically on
 * hostile nesting (htmlparser2's open-element stack), so the renderer and the publish check
 * refuse content deeper than a bound before it is parsed.
 */
export function markupDepth(s: string): number {
  let depth = 0;
  let max = 0;
  let i = s.indexOf('<');
  while (i !== -1 && i < s.length) {
    const next = s.charCodeAt(i + 1);
    let end: number;
    if (s.startsWith('<!--', i)) {
      const close = s.indexOf('-->', i + 4);
      end = close === -1 ? s.length : close + 3;
    } else if (next === 33 || next === 63) {
      const close = s.indexOf('>', i + 2);
      end = close === -1 ? s.length : close + 1;
    } else if (next === 47 /* / */) {
      end = findTagEnd(s, i + 2);
      const name = readTagName(s, i + 2);
      if (name && !NO_DEPTH.has(name) && depth > 0) depth--;
    } else if (isUpper(next) || isLower(next)) {
      end = findTagEnd(s, i + 1);
      const name = readTagName(s, i + 1);
      const selfClosing = s.charCodeAt(end - 2) === 47;
      if (!selfClosing && !NO_DEPTH.has(name)) {
        depth++;
        if (depth > max) max = depth;
      }
      const rawText = rawTextElement(s, i + 1);
      if (rawText && !selfClosing) end = skipRawText(s, end, rawText);
    } else {
      end = i + 1;
    }
    i = end >= s.length ? -1 : s.indexOf('<', end);
  }
  return max;
}

function readTagName(s: string, from: number): string {
  let j = from;
  while (j < s.length && j - from < 32 && (isAlnum(s.charCodeAt(j)) || s.charCodeAt(j) === 45)) j++;
  return s.slice(from, j).toLowerCase();
}

/** Parses every placeholder of an HTML string. Never throws; see the module comment for the syntax. */
export function parsePlaceholders(input: string): ParseResult {
  const out: ParseResult = { placeholders: [], errors: [] };
  if (typeof input !== 'string' || input.length === 0) return out;
  if (input.length > PLACEHOLDER_LIMITS.inputChars) {
    out.errors.push({
      message: `The content is longer than ${PLACEHOLDER_LIMITS.inputChars} characters; it was not searched for placeholders.`,
      start: 0,
      end: input.length,
      raw: input.slice(0, RAW_CUT),
      inAttribute: false,
    });
    return out;
  }
  try {
    scanHtml(input, out);
  } catch {
    // The scanner has no throwing paths; this only keeps the "never throws" promise if one appears.
    out.errors.push({ message: 'The content could not be searched for placeholders.', start: 0, end: 0, raw: '', inAttribute: false });
  }
  return out;
}

/** Splits the HTML into text runs and tags (linear) and scans each for placeholders. */
function scanHtml(s: string, out: ParseResult): void {
  const n = s.length;
  let textStart = 0;
  let i = s.indexOf('<');
  while (i !== -1 && i < n && !full(out)) {
    const next = s.charCodeAt(i + 1);
    if (s.startsWith('<!--', i)) {
      scanSegment(s, textStart, i, false, out);
      const close = s.indexOf('-->', i + 4);
      textStart = close === -1 ? n : close + 3;
    } else if (next === 33 /* ! */ || next === 63 /* ? */) {
      scanSegment(s, textStart, i, false, out);
      const close = s.indexOf('>', i + 2);
      textStart = close === -1 ? n : close + 1;
    } else if (isUpper(next) || isLower(next) || (next === 47 /* / */ && (isUpper(s.charCodeAt(i + 2)) || isLower(s.charCodeAt(i + 2))))) {
      scanSegment(s, textStart, i, false, out);
      const tagEnd = findTagEnd(s, i + 1);
      scanSegment(s, i, tagEnd, true, out);
      textStart = tagEnd;
      if (next !== 47) {
        const rawText = rawTextElement(s, i + 1);
        if (rawText && s.charCodeAt(tagEnd - 2) !== 47) textStart = skipRawText(s, tagEnd, rawText);
      }
    } else {
      // A `<` that opens no tag ("a < b") is text.
      i = s.indexOf('<', i + 1);
      continue;
    }
    i = textStart >= n ? -1 : s.indexOf('<', textStart);
  }
  if (!full(out)) scanSegment(s, textStart, n, false, out);
}

function full(out: ParseResult): boolean {
  return out.placeholders.length >= PLACEHOLDER_LIMITS.placeholders || out.errors.length >= PLACEHOLDER_LIMITS.errors;
}

/** Index just past the `>` closing the tag that starts before `from`; quotes hide `>`. */
function findTagEnd(s: string, from: number): number {
  let quote = 0;
  for (let j = from; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === CH_DQUOTE || c === CH_SQUOTE) {
      quote = c;
    } else if (c === CH_GT) {
      return j + 1;
    }
  }
  return s.length;
}

function rawTextElement(s: string, nameStart: number): string | null {
  for (const name of RAW_TEXT_ELEMENTS) {
    const after = s.charCodeAt(nameStart + name.length);
    if (s.slice(nameStart, nameStart + name.length).toLowerCase() === name && !isAlnum(after) && after !== 45 /* - */) return name;
  }
  return null;
}

function skipRawText(s: string, from: number, name: string): number {
  const re = new RegExp(`</${name}`, 'ig');
  re.lastIndex = from;
  const m = re.exec(s);
  return m ? m.index : s.length;
}

/**
 * Finds placeholders in s[from, to). In a tag, quotes and `>` also end the search for `]#`, so a
 * placeholder is not matched across attributes.
 *
 * Linear: the search for a closing `]#` remembers its last answer. Every placeholder start inside
 * an already searched stretch shares that stretch's answer (the character before a start is `[`,
 * so a backslash never escapes across it), hence each character is searched at most once.
 */
function scanSegment(s: string, from: number, to: number, inTag: boolean, out: ParseResult): void {
  if (to - from < 4) return;
  let cacheFrom = -1;
  let cacheAt = -1; // index of the `]` of the first unescaped `]#`, or -1 when none before a stop
  let cacheStop = -1; // where that search stopped
  const findClose = (p: number): number => {
    if (cacheFrom !== -1 && p >= cacheFrom && (cacheAt === -1 ? p <= cacheStop : p <= cacheAt)) return cacheAt;
    cacheFrom = p;
    cacheAt = -1;
    let j = p;
    for (; j < to; j++) {
      const c = s.charCodeAt(j);
      if (c === CH_BACKSLASH) {
        j++;
        continue;
      }
      if (c === CH_LT || (inTag && (c === CH_GT || c === CH_DQUOTE || c === CH_SQUOTE))) break;
      if (c === CH_RBRACKET && j + 1 < to && s.charCodeAt(j + 1) === CH_HASH) {
        cacheAt = j;
        break;
      }
    }
    cacheStop = j;
    return cacheAt;
  };

  let k = s.indexOf('#', from);
  while (k !== -1 && k < to - 2 && !full(out)) {
    let j = k + 1;
    if (!isUpper(s.charCodeAt(j))) {
      k = s.indexOf('#', k + 1);
      continue;
    }
    while (j < to && isAlnum(s.charCodeAt(j)) && j - k - 1 < PLACEHOLDER_LIMITS.nameChars + 1) j++;
    if (j - k - 1 > PLACEHOLDER_LIMITS.nameChars || s.charCodeAt(j) !== CH_LBRACKET) {
      k = s.indexOf('#', k + 1);
      continue;
    }
    const name = s.slice(k + 1, j);
    const paramsStart = j + 1;
    const close = findClose(paramsStart);
    if (close === -1) {
      const stop = Math.min(cacheStop, to);
      out.errors.push({
        message: `#${name}[ is not closed with ]#.`,
        start: k,
        end: stop,
        raw: s.slice(k, Math.min(stop, k + RAW_CUT)),
        name,
        inAttribute: inTag,
      });
      k = s.indexOf('#', paramsStart);
      continue;
    }
    const end = close + 2;
    const raw = s.slice(k, end);
    if (end - k > PLACEHOLDER_LIMITS.placeholderChars) {
      out.errors.push({
        message: `#${name}[...]# is longer than ${PLACEHOLDER_LIMITS.placeholderChars} characters.`,
        start: k,
        end,
        raw: raw.slice(0, RAW_CUT),
        name,
        inAttribute: inTag,
      });
      k = s.indexOf('#', paramsStart);
      continue;
    }
    const parsed = parseParams(s, paramsStart, close);
    if (typeof parsed === 'string') {
      out.errors.push({ message: parsed, start: k, end, raw: raw.slice(0, RAW_CUT), name, inAttribute: inTag });
    } else {
      out.placeholders.push({ name, params: parsed, raw, start: k, end, inAttribute: inTag });
    }
    k = end < to ? s.indexOf('#', end) : -1;
  }
}

/** Reads a character reference at s[i] (`&...;`); returns [decoded, length] or null when none is recognised. */
function readReference(s: string, i: number, to: number): [string, number] | null {
  const semi = s.indexOf(';', i + 1);
  if (semi === -1 || semi >= to || semi - i > 10) return null;
  const body = s.slice(i + 1, semi);
  if (body.charCodeAt(0) === 35 /* # */) {
    const hex = body.charCodeAt(1) === 120 || body.charCodeAt(1) === 88;
    const digits = body.slice(hex ? 2 : 1);
    if (!(hex ? /^[0-9a-fA-F]{1,6}$/ : /^[0-9]{1,7}$/).test(digits)) return null;
    const code = parseInt(digits, hex ? 16 : 10);
    if (code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
    return [String.fromCodePoint(code), semi - i + 1];
  }
  if (!/^[A-Za-z][A-Za-z0-9]{1,9}$/.test(body)) return null;
  // An unknown named reference (`&hellip;`) stays as written but still counts as one literal unit,
  // so its `;` never splits a pair.
  return [NAMED_REFS[body] ?? `&${body};`, semi - i + 1];
}

/**
 * Parses the text between `[` and `]#` into pairs, unescaping as it goes: separators are only
 * the unescaped `;` and the first unescaped `=` of a pair. Returns an error message on bad syntax.
 */
function parseParams(s: string, from: number, to: number): Record<string, string> | string {
  const params: Record<string, string> = Object.create(null) as Record<string, string>;
  let count = 0;
  let key: string | null = null;
  let buf = '';
  const finishPair = (): string | null => {
    if (key === null) {
      const lone = buf.trim();
      if (lone === '') return null;
      return `"${cut(lone)}" has no value: write key=value.`;
    }
    const k = key.trim();
    const v = buf.trim();
    if (k === '') return `A value "${cut(v)}" has no key: write key=value.`;
    if (!KEY_RE.test(k)) return `"${cut(k)}" is not a valid parameter name (a letter, then letters, digits, _ or -).`;
    if (Object.prototype.hasOwnProperty.call(params, k)) return `The parameter "${k}" is given twice.`;
    if (v.length > PLACEHOLDER_LIMITS.valueChars) return `The value of "${k}" is longer than ${PLACEHOLDER_LIMITS.valueChars} characters.`;
    if (++count > PLACEHOLDER_LIMITS.params) return `More than ${PLACEHOLDER_LIMITS.params} parameters.`;
    params[k] = v;
    return null;
  };
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === CH_BACKSLASH && i + 1 < to) {
      const d = s[i + 1]!;
      if (d === ';' || d === ']' || d === '#' || d === '=' || d === '\\') {
        buf += d;
        i++;
        continue;
      }
      buf += '\\';
      continue;
    }
    if (c === 38 /* & */) {
      const ref = readReference(s, i, to);
      if (ref) {
        buf += ref[0];
        i += ref[1] - 1;
        continue;
      }
      buf += '&';
      continue;
    }
    if (c === 59 /* ; */) {
      const err = finishPair();
      if (err) return err;
      key = null;
      buf = '';
      continue;
    }
    if (c === 61 /* = */ && key === null) {
      key = buf;
      buf = '';
      continue;
    }
    buf += s[i];
  }
  const err = finishPair();
  if (err) return err;
  // A plain object for callers (zod, JSON), built from the prototype-less one.
  return { ...params };
}

function cut(v: string): string {
  return v.length > 40 ? `${v.slice(0, 40)}…` : v;
}

/**
 * Writes a placeholder from a name and params, escaping what the syntax needs (the back-office
 * palette inserts these). `parsePlaceholders(formatPlaceholder(n, p))` gives back `n` and `p`
 * for trimmed values.
 */
export function formatPlaceholder(name: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    pairs.push(`${k}=${escapeValue(String(v))}`);
  }
  return `#${name}[${pairs.join(';')}]#`;
}

/** Escapes a value for a placeholder written into HTML source: `\` `;` `]` `#`, and `&` `<` as references. */
export function escapeValue(v: string): string {
  let out = '';
  for (const ch of v) {
    if (ch === '\\' || ch === ';' || ch === ']' || ch === '#') out += `\\${ch}`;
    else if (ch === '&') out += '&amp;';
    else if (ch === '<') out += '&lt;';
    else out += ch;
  }
  return out;
}
