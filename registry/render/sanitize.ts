import { Element, type DOMNode, type Text } from 'html-react-parser';

/**
 * The allow-list sanitizer of CMS HTML, run on the parsed tree (html-react-parser's `htmlToDOM`:
 * htmlparser2 on the server, the same domhandler node shapes in a browser) before any of it
 * becomes React elements. Written here rather than taken from npm: the tree is already parsed
 * (a string sanitizer would parse it a second time on every render), and the rules are short.
 *
 * - Elements: an allow-list of text, list, table, media-free markup. script, style, iframe,
 *   object, embed, svg, math, template, form controls and the like are dropped WITH their
 *   content; any other unknown element (font, center, custom elements) is unwrapped (its
 *   children kept). Comments, CDATA, doctype and processing instructions are dropped.
 * - Attributes: an allow-list per element plus a global one (class, id, title, lang, dir,
 *   aria-*, data-*). Every `on*` handler is therefore gone, as is `srcdoc`, `formaction`, `xlink:*`.
 * - URLs (href, src, cite): control characters and white space are removed before the scheme is
 *   read (browsers ignore them inside `java\tscript:`), entities are already decoded by the
 *   parser (`&#106;avascript:`, `&colon;`); allowed: relative, http, https, mailto, tel, and for
 *   images `data:image/(png|jpeg|gif|webp|avif);base64` only.
 * - style: only listed properties; a value may call only the colour and arithmetic functions
 *   (STYLE_FUNCTIONS: so no `url(`, `image-set(`, `expression(`), and holds no comment (React's
 *   style parser drops comments, so `expr` + a comment + `ession(` would reach the page as `expression(`), no
 *   backslash escape (which could spell any of them), `javascript:`, `@import` or angle bracket.
 * - id: lower-case letters, digits and hyphens only (an anchor's id). A script reads a global that
 *   may be missing as `self.__next_f || []` (Next's flight data, the bundler's `webpackChunk_N_E`
 *   or `TURBOPACK`, analytics' `dataLayer`), and an element with that id answers instead (DOM
 *   clobbering: the page stops hydrating); those names all hold a capital, `_` or `$`. Without
 *   `name` (never allowed) and without forms, embeds or objects, an id cannot clobber `document`.
 * - `target="_blank"` links get `rel="noopener noreferrer"`.
 * - Tables get the rows and bodies a browser's parser implies (`<table><tr>` is read as
 *   `<table><tbody><tr>`; htmlparser2 does not add them), so the markup React serves parses back
 *   into the tree React hydrates against instead of failing hydration.
 * - Depth: elements deeper than SANITIZE_LIMITS.depth are dropped (React renders recursively).
 *   Elements beyond SANITIZE_LIMITS.elements are dropped too. Both are reported.
 */

export const SANITIZE_LIMITS = {
  depth: 32,
  elements: 20_000,
} as const;

const ALLOWED = new Set([
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'picture',
  'pre',
  'q',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'var',
  'wbr',
]);

/** Dropped with everything inside: active or embedding content, and foreign (svg/math) trees. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'option',
  'optgroup',
  'input',
  'button',
  'form',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'portal',
  'xmp',
  'plaintext',
  'listing',
  'dialog',
  'slot',
  'param',
]);

const GLOBAL_ATTRS = new Set(['class', 'id', 'title', 'lang', 'dir', 'style', 'role']);
const ELEMENT_ATTRS: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'target', 'rel', 'hreflang']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading', 'decoding']),
  td: new Set(['colspan', 'rowspan', 'headers', 'align', 'valign']),
  th: new Set(['colspan', 'rowspan', 'headers', 'scope', 'abbr', 'align', 'valign']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  ol: new Set(['start', 'reversed', 'type']),
  li: new Set(['value']),
  time: new Set(['datetime']),
  details: new Set(['open']),
  blockquote: new Set(['cite']),
  q: new Set(['cite']),
  del: new Set(['cite', 'datetime']),
  ins: new Set(['cite', 'datetime']),
  table: new Set(['summary']),
};
const URL_ATTRS = new Set(['href', 'src', 'cite']);
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_DATA = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

/** CSS functions a style value may call: colours and arithmetic, none of which loads anything. */
const STYLE_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color-mix', 'calc', 'min', 'max', 'clamp', 'var']);
const SAFE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

const STYLE_PROPS = new Set([
  'color',
  'background-color',
  'text-align',
  'text-decoration',
  'text-transform',
  'font-weight',
  'font-style',
  'font-size',
  'line-height',
  'letter-spacing',
  'vertical-align',
  'white-space',
  'list-style-type',
  'width',
  'max-width',
  'min-width',
  'height',
  'max-height',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-width',
  'border-style',
  'border-radius',
  'border-collapse',
  'display',
  'float',
  'clear',
  'gap',
  'opacity',
]);

/** One kind of thing the sanitizer removed, where, and how often (what the preview lists). */
export interface SanitizeRemoval {
  /**
   * element: dropped with its content; unwrapped: the tag dropped, its content kept; attribute:
   * not allowed; url: an address with a scheme that is not allowed; style: a declaration not
   * allowed; tooDeep / tooMany: cut at SANITIZE_LIMITS.
   */
  kind: 'element' | 'unwrapped' | 'attribute' | 'url' | 'style' | 'tooDeep' | 'tooMany';
  /** The element's name (`script`, `img`). */
  tag: string;
  /** attribute, url: the attribute's name; style: the property's. */
  attribute?: string;
  count: number;
}

/** Distinct removals listed at most (a hostile page could name thousands of attributes). */
export const SANITIZE_REMOVALS_MAX = 30;

/**
 * What the sanitizer removed, for the log (counts) and the preview (`removed`: what and where,
 * never the removed text itself, so the preview cannot echo an attack back).
 */
export interface SanitizeReport {
  droppedElements: number;
  droppedAttributes: number;
  droppedUrls: number;
  /** Elements cut because they were nested deeper than SANITIZE_LIMITS.depth. */
  tooDeep: number;
  /** Elements cut beyond SANITIZE_LIMITS.elements. */
  tooMany: number;
  /** Style declarations dropped (their attribute is kept with the allowed ones). */
  droppedStyles: number;
  /** Each distinct removal once, with its count, in document order; at most SANITIZE_REMOVALS_MAX. */
  removed: SanitizeRemoval[];
  /** Distinct removals beyond SANITIZE_REMOVALS_MAX. */
  removedMore: number;
}

/** Counts one removal in the report's list (merged with an equal one). */
function noteRemoval(report: SanitizeReport, kind: SanitizeRemoval['kind'], tag: string, attribute?: string): void {
  const same = report.removed.find((r) => r.kind === kind && r.tag === tag && r.attribute === attribute);
  if (same) same.count++;
  else if (report.removed.length < SANITIZE_REMOVALS_MAX)
    report.removed.push(attribute === undefined ? { kind, tag, count: 1 } : { kind, tag, attribute, count: 1 });
  else report.removedMore++;
}

export interface SanitizeOptions {
  /** Called for an element the caller handles itself (widget markers); it is kept as is, without its children. */
  keep?: (el: Element) => boolean;
}

/** Removes control characters and white space that browsers skip when reading a URL's scheme. */
function schemeView(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]+/g, '').toLowerCase();
}

/** True when a URL may be kept for this attribute (see the module comment). */
export function isSafeUrl(url: string, forImage: boolean): boolean {
  const v = schemeView(url);
  const m = /^([a-z][a-z0-9+.-]*):/.exec(v);
  if (!m) return true; // relative: a path, a #fragment, ?query
  if (forImage && m[1] === 'data') return IMAGE_DATA.test(url.trim());
  return LINK_SCHEMES.has(m[1]!);
}

/** Keeps the allowed declarations of a style attribute; '' when none is left. */
export function sanitizeStyle(style: string): string {
  return styleParts(style).kept;
}

/** The allowed declarations of a style attribute, and the properties of the ones dropped. */
function styleParts(style: string): { kept: string; dropped: string[] } {
  const out: string[] = [];
  const dropped: string[] = [];
  for (const decl of style.split(';')) {
    const i = decl.indexOf(':');
    if (i <= 0) {
      if (decl.trim()) dropped.push(decl.trim().slice(0, 40));
      continue;
    }
    const prop = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).trim();
    const ok =
      STYLE_PROPS.has(prop) &&
      value !== '' &&
      value.length <= 200 &&
      !/url\s*\(|expression\s*\(|javascript:|\\|@import|<|>|\/\*|\*\//i.test(value) &&
      ![...value.matchAll(/([a-z-]*)\s*\(/gi)].some((m) => !STYLE_FUNCTIONS.has(m[1]!.toLowerCase()));
    if (ok) out.push(`${prop}: ${value}`);
    else dropped.push(prop.slice(0, 40));
  }
  return { kept: out.join('; '), dropped };
}

/** True when an id may be kept: an anchor's id, never the name of a global a script may read (see the module comment). */
export function isSafeId(id: string): boolean {
  return SAFE_ID.test(id);
}

function cleanAttributes(el: Element, report: SanitizeReport): void {
  const allowed = ELEMENT_ATTRS[el.name];
  const next: Record<string, string> = {};
  for (const [rawName, value] of Object.entries(el.attribs)) {
    const name = rawName.toLowerCase();
    const ok = GLOBAL_ATTRS.has(name) || allowed?.has(name) || (/^aria-[a-z]+$/.test(name) && name.length < 40) || /^data-[a-z0-9-]{1,40}$/.test(name);
    if (!ok) {
      report.droppedAttributes++;
      noteRemoval(report, 'attribute', el.name, name.slice(0, 40));
      continue;
    }
    if (URL_ATTRS.has(name)) {
      if (!isSafeUrl(value, el.name === 'img' && name === 'src')) {
        report.droppedUrls++;
        noteRemoval(report, 'url', el.name, name);
        continue;
      }
    }
    if (name === 'id' && !isSafeId(value)) {
      report.droppedAttributes++;
      noteRemoval(report, 'attribute', el.name, name);
      continue;
    }
    if (name === 'style') {
      const style = styleParts(value);
      if (style.kept) next.style = style.kept;
      for (const prop of style.dropped) {
        report.droppedStyles++;
        noteRemoval(report, 'style', el.name, prop);
      }
      continue;
    }
    if (name === 'target' && value !== '_blank' && value !== '_self') continue;
    next[name] = value;
  }
  if (el.name === 'a' && next.target === '_blank') next.rel = 'noopener noreferrer';
  el.attribs = next;
}

const TABLE_SECTIONS = new Set(['tbody', 'thead', 'tfoot']);
const CELLS = new Set(['td', 'th']);

/** Wraps each run of consecutive `list` members that match `wanted` in a new `name` element under `parent`. */
function wrapRuns(parent: Element, list: DOMNode[], wanted: (n: DOMNode) => boolean, name: string): DOMNode[] {
  const out: DOMNode[] = [];
  let run: Element | null = null;
  for (const n of list) {
    if (!wanted(n)) {
      run = null;
      out.push(n);
      continue;
    }
    if (!run) {
      run = new Element(name, {}, []);
      run.parent = parent;
      out.push(run);
    }
    n.parent = run;
    run.children.push(n as Element);
  }
  for (const el of out) {
    if (!(el instanceof Element) || el.name !== name || el.parent !== parent) continue;
    el.children.forEach((c, i) => {
      c.prev = el.children[i - 1] ?? null;
      c.next = el.children[i + 1] ?? null;
    });
  }
  return out;
}

/** The rows and bodies a browser implies inside a table (see the module comment); `list` unchanged when none. */
function impliedTableParts(parent: Element, list: DOMNode[]): DOMNode[] {
  const isTag = (n: DOMNode, names: ReadonlySet<string>) => n.type === 'tag' && names.has((n as Element).name);
  if (parent.name === 'tr' || !(parent.name === 'table' || TABLE_SECTIONS.has(parent.name))) return list;
  if (!list.some((n) => isTag(n, CELLS) || (parent.name === 'table' && isTag(n, new Set(['tr']))))) return list;
  const rows = wrapRuns(parent, list, (n) => isTag(n, CELLS), 'tr');
  return parent.name === 'table' ? wrapRuns(parent, rows, (n) => isTag(n, new Set(['tr'])), 'tbody') : rows;
}

/**
 * Sanitizes parsed nodes in place and returns the kept top-level list. Parent/child links of kept
 * nodes are kept consistent (html-react-parser reads `parent` for whitespace rules).
 */
export function sanitizeNodes(nodes: DOMNode[], opts: SanitizeOptions = {}): { nodes: DOMNode[]; report: SanitizeReport } {
  const report: SanitizeReport = {
    droppedElements: 0,
    droppedAttributes: 0,
    droppedUrls: 0,
    tooDeep: 0,
    tooMany: 0,
    droppedStyles: 0,
    removed: [],
    removedMore: 0,
  };
  let elements = 0;

  const walk = (list: DOMNode[], parent: Element | null, depth: number): DOMNode[] => {
    const out: DOMNode[] = [];
    for (const node of list) {
      if (node.type === 'text') {
        (node as Text).parent = parent;
        out.push(node);
        continue;
      }
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') {
        continue; // comment, cdata, directive
      }
      const el = node as Element;
      const name = el.name.toLowerCase();
      el.name = name;
      if (opts.keep?.(el)) {
        el.parent = parent;
        el.children = [];
        out.push(el);
        continue;
      }
      const tag = name.slice(0, 40);
      if (DROPPED.has(name) || node.type !== 'tag' || name.includes(':')) {
        report.droppedElements++;
        noteRemoval(report, 'element', tag);
        continue;
      }
      if (depth >= SANITIZE_LIMITS.depth) {
        report.tooDeep++;
        noteRemoval(report, 'tooDeep', tag);
        continue;
      }
      if (elements >= SANITIZE_LIMITS.elements) {
        report.tooMany++;
        noteRemoval(report, 'tooMany', tag);
        continue;
      }
      if (!ALLOWED.has(name)) {
        // Unknown but harmless (font, center, custom tags): keep what is inside.
        report.droppedElements++;
        noteRemoval(report, 'unwrapped', tag);
        out.push(...walk(el.children as DOMNode[], parent, depth + 1));
        continue;
      }
      elements++;
      cleanAttributes(el, report);
      el.parent = parent;
      el.children = walk(el.children as DOMNode[], el, depth + 1) as Element['children'];
      out.push(el);
    }
    const implied = parent ? impliedTableParts(parent, out) : out;
    if (implied !== out) out.splice(0, out.length, ...implied);
    for (let i = 0; i < out.length; i++) {
      out[i]!.prev = out[i - 1] ?? null;
      out[i]!.next = out[i + 1] ?? null;
    }
    return out;
  };

  return { nodes: walk(nodes, null, 0), report };
}
