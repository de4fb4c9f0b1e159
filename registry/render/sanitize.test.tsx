import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { htmlToDOM, type DOMNode, type Element } from 'html-react-parser';
import { prepareContent, type PrepareOptions } from './content';
import { renderStatic } from './render-static';
import { isSafeId, isSafeUrl, sanitizeStyle } from './sanitize';

vi.mock('next/navigation', () => ({
  usePathname: () => '/en',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

/**
 * The sanitizer against a public corpus (xss-vectors.json: the OWASP filter-evasion cheat sheet,
 * DOMPurify's fixtures, and vectors aimed at this site): each vector goes the way a CMS page goes
 * (prepareContent: parse, sanitize, React elements; then React's server render) and the markup a
 * visitor would get is parsed again and held to what may reach a browser. The same corpus runs in
 * Chromium in tests/e2e/cms-sanitizer.spec.ts.
 */

interface Vector {
  id: string;
  html: string;
  note?: string;
}
const corpus = JSON.parse(readFileSync(new URL('./xss-vectors.json', import.meta.url), 'utf8')) as { vectors: Vector[] };

const PUBLIC: PrepareOptions = { preview: false, locale: 'en', device: 'desktop', nonce: 'n0nce' };

/** Elements that run, embed, load or submit something, or re-parse their content: never in the output. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'listing',
  'title',
  'audio',
  'video',
  'source',
  'track',
  'portal',
  'image',
  'isindex',
  'keygen',
  'map',
  'area',
  'param',
  'body',
  'head',
  'html',
  'rh-widget',
]);
/** Attributes that load, navigate or act, besides every `on*` handler. */
const FORBIDDEN_ATTRS = new Set([
  'srcdoc',
  'formaction',
  'action',
  'srcset',
  'ping',
  'background',
  'dynsrc',
  'lowsrc',
  'poster',
  'data',
  'codebase',
  'classid',
  'usemap',
  'form',
  'name',
  'is',
  'autofocus',
  'tabindex',
  'contenteditable',
  'draggable',
  'download',
  'datasrc',
  'datafld',
  'dataformatas',
  'dangerouslysetinnerhtml',
  'shadowrootmode',
]);
const URL_ATTRS = ['href', 'src', 'cite'];

/**
 * C0 controls, white space and its Unicode kin. A constant of its own so that the lint exception
 * stays on the line it is for however a formatter wraps the call that uses it.
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]+/g;

/** What a browser reads as the scheme: INVISIBLE removed. */
function scheme(url: string): string {
  return /^([a-z][a-z0-9+.-]*):/.exec(url.replace(INVISIBLE, '').toLowerCase())?.[1] ?? '';
}

function* elements(nodes: readonly DOMNode[]): Generator<Element> {
  for (const n of nodes) {
    if (n.type !== 'tag' && n.type !== 'script' && n.type !== 'style') continue;
    yield n as Element;
    yield* elements((n as Element).children as DOMNode[]);
  }
}

/** Every reason the rendered markup would be unsafe in a browser; [] when none. */
function problems(markup: string): string[] {
  const found: string[] = [];
  for (const el of elements(htmlToDOM(markup) as DOMNode[])) {
    const name = el.name.toLowerCase();
    // React's server render adds a preload hint for each <img> it renders (its src, checked below like any URL).
    const reactImageHint = name === 'link' && el.attribs.rel === 'preload' && el.attribs.as === 'image' && Object.keys(el.attribs).length === 3;
    if ((FORBIDDEN_ELEMENTS.has(name) && !reactImageHint) || name.includes(':')) found.push(`element <${name}>`);
    for (const [rawName, value] of Object.entries(el.attribs)) {
      const attr = rawName.toLowerCase();
      if (/^on/.test(attr)) found.push(`handler ${attr} on <${name}>`);
      if (FORBIDDEN_ATTRS.has(attr) || attr.includes(':')) found.push(`attribute ${attr} on <${name}>`);
      if (URL_ATTRS.includes(attr)) {
        const s = scheme(value);
        const bitmap = name === 'img' && attr === 'src' && /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i.test(value.trim());
        if (s && !['http', 'https', 'mailto', 'tel'].includes(s) && !bitmap) found.push(`${s}: URL in ${attr} of <${name}>`);
      }
      if (attr === 'style' && /url\s*\(|image-set|image\s*\(|expression|behavior|binding|\\|@import|position|javascript/i.test(value))
        found.push(`style "${value}"`);
      if (attr === 'id' && !/^[a-z0-9][a-z0-9-]*$/.test(value)) found.push(`id "${value}" that could clobber a global`);
      if (attr === 'target' && !['_blank', '_self'].includes(value)) found.push(`target "${value}"`);
      if (attr === 'target' && value === '_blank' && el.attribs.rel !== 'noopener noreferrer') found.push('target=_blank without noopener');
    }
  }
  return found;
}

describe('sanitizer: the public XSS corpus', () => {
  it('holds at least 100 vectors from the OWASP cheat sheet and DOMPurify', () => {
    expect(corpus.vectors.length).toBeGreaterThanOrEqual(100);
    expect(corpus.vectors.filter((v) => v.id.startsWith('owasp-')).length).toBeGreaterThanOrEqual(50);
    expect(corpus.vectors.filter((v) => v.id.startsWith('dompurify-')).length).toBeGreaterThanOrEqual(50);
    expect(new Set(corpus.vectors.map((v) => v.id)).size).toBe(corpus.vectors.length);
  });

  it.each(corpus.vectors.map((v) => [v.id, v] as const))('%s renders to markup with nothing active', async (_id, vector) => {
    const markup = await renderStatic(prepareContent(vector.html, PUBLIC).node);
    expect(problems(markup), markup).toEqual([]);
    // React's own guard (a javascript: URL replaced by one that throws) must never be what stopped it.
    expect(markup).not.toMatch(/React has blocked a javascript: URL/);
  });

  it('the checker itself finds what it looks for', () => {
    expect(
      problems(
        '<a href="java\tscript:x" onclick="y" target="w">a</a><img src="data:image/svg+xml,x"><p style="background:url(x)" id="__next_f">p</p><svg></svg>',
      ),
    ).toEqual([
      'javascript: URL in href of <a>',
      'handler onclick on <a>',
      'target "w"',
      'data: URL in src of <img>',
      'style "background:url(x)"',
      'id "__next_f" that could clobber a global',
      'element <svg>',
    ]);
  });
});

describe('sanitizer: holes the corpus found', () => {
  const html = async (input: string) => renderStatic(prepareContent(input, PUBLIC).node);

  it('drops ids that could clobber a global a script reads (Next, the bundler, analytics) and keeps anchor ids', async () => {
    const out = await html(
      '<div id="__next_f">a</div><p id="webpackChunk_N_E">b</p><p id="TURBOPACK">c</p><p id="dataLayer">d</p><h2 id="faq">FAQ</h2><h3 id="step-2">S</h3><a href="#faq">f</a>',
    );
    expect(out).toBe('<div>a</div><p>b</p><p>c</p><p>d</p><h2 id="faq">FAQ</h2><h3 id="step-2">S</h3><a href="#faq">f</a>');
    expect(isSafeId('faq')).toBe(true);
    expect(isSafeId('__next_f')).toBe(false);
    expect(isSafeId('')).toBe(false);
  });

  it('refuses a style value that calls a function other than colour and arithmetic, or holds a comment React would remove after the check', () => {
    expect(sanitizeStyle("color: red; border-image: image-set('/x' 1x) 30; width: 1px")).toBe('color: red; width: 1px');
    expect(sanitizeStyle('color: expr/**/ession(alert(1)); width: 2px')).toBe('width: 2px');
    expect(sanitizeStyle('color: rgb(0 0 0); width: calc(100% - 2px); color: attr(title); width: env(x)')).toBe('color: rgb(0 0 0); width: calc(100% - 2px)');
  });

  it('adds the rows and bodies a browser implies inside a table, so the served markup parses back into the tree React hydrates', async () => {
    expect(await html('<TABLE><TD BACKGROUND="javascript:alert(1)">a</TD><td>b</td></TABLE>')).toBe(
      '<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>',
    );
    expect(await html('<table><caption>c</caption><tr><td>1</td></tr><tr><td>2</td></tr></table>')).toBe(
      '<table><caption>c</caption><tbody><tr><td>1</td></tr><tr><td>2</td></tr></tbody></table>',
    );
    expect(await html('<table><thead><th>h</th></thead><tbody><tr><td>x</td></tr></tbody></table>')).toBe(
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>x</td></tr></tbody></table>',
    );
  });

  it('reads U+180E before a scheme as white space, as DOMPurify does (older Unicode made it a space)', () => {
    expect(isSafeUrl('\u180ejavascript:alert(1)', false)).toBe(false);
  });
});
