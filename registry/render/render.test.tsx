import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlotEntry } from '../../schemas/cms';
import { makeGames, makePage } from '../../widgets/common/games/catalog/fixtures';
import { toTileGame } from '../../widgets/common/games/catalog/rules';
import { logger } from '../../site/core/telemetry/logger';
import { gameRowQuery } from '../../widgets/common/games/queries';
import { gameGridQuery } from '../../widgets/GameGrid/queries';
import { prepareContent, RENDER_MAX_CHARS, RENDER_MAX_WIDGETS, type PrepareOptions } from './content';
import { quietQueryClient } from '../../widgets/common/testing/harness';
import { renderStatic } from './render-static';
import { logRenderIssues } from './log';
import { isSafeUrl, sanitizeStyle, SANITIZE_LIMITS, SANITIZE_REMOVALS_MAX } from './sanitize';
import { prepareSlots, slotVisible } from './slots';
import { widgetQueries } from './prefetch';

vi.mock('next/navigation', () => ({
  usePathname: () => '/en',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, prefetch: _p, ...rest }: { href: string; children: React.ReactNode; prefetch?: boolean }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const PUBLIC: PrepareOptions = { preview: false, locale: 'en', device: 'desktop', nonce: 'n0nce' };
const PREVIEW: PrepareOptions = { ...PUBLIC, preview: true };

/** Markup of CMS HTML with no data (widgets render their loading state). */
async function html(input: string, opts: PrepareOptions = PUBLIC): Promise<string> {
  return renderStatic(prepareContent(input, opts).node);
}

describe('sanitizer: hostile HTML', () => {
  const cases: Array<[string, string, RegExp[], RegExp[]]> = [
    ['script tag', '<p>a</p><script>alert(1)</script><p>b</p>', [/<p>a<\/p><p>b<\/p>/], [/script/i, /alert/]],
    ['script in caps and broken', '<SCRIPT SRC=//x.js></SCRIPT><scr<script>ipt>alert(1)</script>', [], [/<script/i]],
    ['style element', '<style>body{display:none}</style><p>x</p>', [/<p>x<\/p>/], [/style/i, /display/]],
    ['iframe object embed', '<iframe src="https://evil"></iframe><object data="x"></object><embed src="x">ok', [/ok/], [/iframe|object|embed|evil/i]],
    ['img onerror', '<img src="/a.png" onerror="alert(1)" alt="a">', [/<img src="\/a.png" alt="a"\/>/], [/onerror|alert/i]],
    ['event handlers of every kind', '<div onclick="x()" onMouseOver="y()" ONLOAD="z()" class="c">t</div>', [/<div class="c">t<\/div>/], [/on[a-z]+=/i]],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', [/<a>x<\/a>/], [/javascript/i]],
    [
      'javascript: with entities',
      '<a href="&#106;avascript&colon;alert(1)">x</a><a href="jav&#x09;ascript:alert(1)">y</a>',
      [/<a>x<\/a><a>y<\/a>/],
      [/javascript|alert/i],
    ],
    [
      'javascript: with whitespace and case',
      '<a href=" JaVaScRiPt :alert(1)">x</a><a href="\njavascript:alert(1)">y</a><a href="java\u0000script:alert(1)">z</a>',
      [/<a>x<\/a>/],
      [/alert/],
    ],
    [
      'vbscript and data links',
      '<a href="vbscript:msgbox(1)">v</a><a href="data:text/html;base64,PHNjcmlwdD4=">d</a>',
      [/<a>v<\/a><a>d<\/a>/],
      [/vbscript|data:/i],
    ],
    [
      'data: image kept, svg data image dropped',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="p"><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="s">',
      [/data:image\/png/, /<img alt="s"\/>/],
      [/svg\+xml/],
    ],
    [
      'svg and math trees',
      '<svg><script>alert(1)</script><a xlink:href="javascript:x">s</a></svg><math><mi xlink:href="javascript:x">m</mi></math>after',
      [/after/],
      [/svg|math|alert|xlink/i],
    ],
    ['svg animate trick', '<svg><animate onbegin="alert(1)" attributeName="x"/></svg>ok', [/ok/], [/animate|alert/i]],
    ['form controls', '<form action="https://evil"><input name="p"><button formaction="javascript:x">b</button></form>ok', [/ok/], [/form|input|button|evil/i]],
    ['meta refresh and base', '<meta http-equiv="refresh" content="0;url=https://evil"><base href="https://evil/">ok', [/ok/], [/meta|base|evil/i]],
    [
      'style attribute with url and expression',
      '<p style="color: red; background-image: url(javascript:x); width: expression(alert(1))">s</p>',
      [/<p style="color:red">s<\/p>/],
      [/url|expression/i],
    ],
    ['comments and cdata', '<!-- <script>x</script> --><![CDATA[ y ]]>ok', [/ok/], [/script|CDATA/]],
    ['target blank gets noopener', '<a href="https://example.com" target="_blank">e</a>', [/rel="noopener noreferrer"/, /target="_blank"/], []],
    ['unknown elements unwrapped', '<font color="red"><center>kept</center></font>', [/kept/], [/font|center/]],
    ['srcdoc and formaction attributes', '<div srcdoc="<script>x</script>" formaction="javascript:x">d</div>', [/<div>d<\/div>/], [/srcdoc|formaction/]],
  ];
  it.each(cases)('%s', async (_label, input, present, absent) => {
    const out = await html(input);
    for (const re of present) expect(out).toMatch(re);
    for (const re of absent) expect(out).not.toMatch(re);
  });

  it('reports what it removed', () => {
    const p = prepareContent('<p onclick="x">a</p><script>y</script><a href="javascript:z">l</a>', PUBLIC);
    expect(p.report).toMatchObject({ droppedElements: 1, droppedAttributes: 1, droppedUrls: 1 });
    expect(p.issues.map((i) => i.code)).toEqual(['CMS_CONTENT_SANITIZED']);
  });

  it('lists what it removed and where, once per kind with a count, without the removed text', () => {
    const input =
      '<p onclick="steal()" style="color: red; position: fixed">a</p><script>alert(1)</script><img src="x" onerror="boom()"><img src="y" onerror="boom()">' +
      '<a href="javascript:evil()">l</a><font color="red">kept</font><iframe src="https://evil.example"></iframe>';
    const p = prepareContent(input, PUBLIC);
    expect(p.report!.removed).toEqual([
      { kind: 'attribute', tag: 'p', attribute: 'onclick', count: 1 },
      { kind: 'style', tag: 'p', attribute: 'position', count: 1 },
      { kind: 'element', tag: 'script', count: 1 },
      { kind: 'attribute', tag: 'img', attribute: 'onerror', count: 2 },
      { kind: 'url', tag: 'a', attribute: 'href', count: 1 },
      { kind: 'unwrapped', tag: 'font', count: 1 },
      { kind: 'element', tag: 'iframe', count: 1 },
    ]);
    expect(JSON.stringify(p.report!.removed)).not.toMatch(/alert|steal|boom|evil/);
    const issue = p.issues.find((i) => i.code === 'CMS_CONTENT_SANITIZED')!;
    expect(issue.removed).toBe(p.report!.removed);
    expect(issue.message).toMatch(/1 style declarations/);
  });

  it('caps the list of removals and counts the rest', () => {
    const attrs = Array.from({ length: SANITIZE_REMOVALS_MAX + 5 }, (_, i) => `x-a${i}="1"`).join(' ');
    const p = prepareContent(`<p ${attrs}>a</p>`, PUBLIC);
    expect(p.report!.removed).toHaveLength(SANITIZE_REMOVALS_MAX);
    expect(p.report!.removedMore).toBe(5);
  });

  it('preview with the catalogue: a widget naming a category it lacks is explained, not an empty row', async () => {
    const catalogue = { category: new Set(['new']), collection: new Set<string>(), provider: new Set<string>() };
    const input = '<h2>Ghost</h2>#GameRow[category=doesnotexist]#<h2>Fresh</h2>#GameRow[category=new]#';
    const p = prepareContent(input, { ...PREVIEW, catalogue });
    expect(p.widgets.map((w) => w.params)).toEqual([{ source: { category: 'new' }, limit: 15, title: undefined }]);
    expect(p.issues).toEqual([
      expect.objectContaining({ code: 'CMS_WIDGET_INVALID', message: 'GameRow: there is no category "doesnotexist" in the game catalogue.' }),
    ]);
    expect(await renderStatic(p.node)).toMatch(/data-testid="widget-issue"[^]*there is no category &quot;doesnotexist&quot;/);
  });

  it('shows the list above the content in preview only', async () => {
    const input = '<p>Hello</p><script>alert(1)</script><p onclick="x">there</p>';
    const preview = await renderStatic(prepareContent(input, PREVIEW).node);
    expect(preview).toMatch(/data-testid="sanitized-notice"/);
    expect(preview.indexOf('sanitized-notice')).toBeLessThan(preview.indexOf('Hello'));
    expect(preview).toMatch(/&lt;script&gt;/);
    expect(preview).not.toMatch(/alert\(1\)/);
    const live = await renderStatic(prepareContent(input, PUBLIC).node);
    expect(live).not.toMatch(/sanitized-notice/);
    expect(live).toMatch(/Hello/);
  });

  it('cuts markup nested deeper than the sanitizer bound', async () => {
    const deep = '<div>'.repeat(200) + 'bottom' + '</div>'.repeat(200);
    const p = prepareContent(deep, PUBLIC);
    const out = await renderStatic(p.node);
    expect(out.match(/<div>/g)).toHaveLength(SANITIZE_LIMITS.depth);
    expect(out).not.toMatch(/bottom/);
    expect(p.report!.tooDeep).toBeGreaterThan(0);
  });

  // How long the refusal takes (40,000 and 80,000 levels) is a figure of `npm run bench` (cms.ts).
  it('refuses hostile nesting before parsing it (80,000 levels)', async () => {
    const deep = '<div>'.repeat(80_000) + 'bottom' + '</div>'.repeat(80_000); // 880 kB, under the size bound
    const p = prepareContent(deep, PUBLIC);
    expect(p.node).toBeNull();
    expect(p.issues[0]).toMatchObject({ code: 'CMS_CONTENT_TOO_DEEP', message: expect.stringMatching(/80000 elements deep; at most 256/) });
    expect(await renderStatic(prepareContent(deep, PREVIEW).node)).toMatch(/nested too deeply/);
    // Lists and paragraphs that close themselves do not count.
    expect(prepareContent('<ul>' + '<li>x'.repeat(5000) + '</ul>' + '<p>y'.repeat(5000), PUBLIC).issues).toEqual([]);
  });

  it('refuses content above the size bound with a clear message (5 MB page)', async () => {
    const big = `<p>${'x'.repeat(5 * 1024 * 1024)}</p>`;
    const pub = prepareContent(big, PUBLIC);
    expect(pub.node).toBeNull();
    expect(pub.issues[0]).toMatchObject({ code: 'CMS_CONTENT_TOO_LARGE' });
    expect(pub.issues[0]!.message).toMatch(/at most 1000000 are rendered/);
    const pre = await renderStatic(prepareContent(big, PREVIEW).node);
    expect(pre).toMatch(/This content is too large to show/);
    expect(RENDER_MAX_CHARS).toBe(1_000_000);
  });

  it('checks urls by scheme after removing what browsers ignore', () => {
    expect(isSafeUrl('/promotions', false)).toBe(true);
    expect(isSafeUrl('#top', false)).toBe(true);
    expect(isSafeUrl('https://x.y/a:b', false)).toBe(true);
    expect(isSafeUrl('mailto:a@b.c', false)).toBe(true);
    expect(isSafeUrl('\u0001java\tscript:x', false)).toBe(false);
    expect(isSafeUrl('data:image/png;base64,AAAA', false)).toBe(false);
    expect(isSafeUrl('data:image/png;base64,AAAA', true)).toBe(true);
    expect(sanitizeStyle('COLOR: blue; position: fixed; top: 0; font-size: 2em; background: u\\72l(x)')).toBe('color: blue; font-size: 2em');
  });

  it('keeps ordinary editor markup as written', async () => {
    const input =
      '<h2 id="faq">FAQ</h2><p>Read <a href="/terms">the <strong>terms</strong></a>.</p><ul><li>One</li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>';
    expect(await html(input)).toBe(input.replace('colspan="2"', 'colSpan="2"'));
  });
});

describe('placeholders in content', () => {
  it('turns a valid placeholder into its widget and a <p> holding it into a <div>', async () => {
    const p = prepareContent('<p>#GameRow[category=new;limit=3]#</p><p>text</p>', PUBLIC);
    expect(p.widgets.map((w) => [w.id, w.name, w.params])).toEqual([['w0', 'GameRow', { source: { category: 'new' }, limit: 3, title: undefined }]]);
    expect(p.issues).toEqual([]);
    const out = await renderStatic(p.node);
    // The widget is marked as one (so a host page's prose rules leave it alone), then sits in its
    // hydration wrapper; both are display: contents, no box of their own.
    expect(out).toMatch(/^<div><div class="[^"]*widget[^"]*" data-widget="GameRow"><div style="display:contents"><section/);
    expect(out).toMatch(/data-testid="game-row"/);
    expect(out).toMatch(/<p>text<\/p>/);
  });

  it('renders several widgets with the data the server prefetched', async () => {
    const qc = quietQueryClient();
    const games = makeGames(15);
    qc.setQueryData(gameRowQuery({ category: 'new' }, { device: 'desktop', viewer: 'guest' }).queryKey, {
      data: games.map(toTileGame).map((g) => ({ ...g, currencies: {} })),
      pagination: makePage(games, 1, 3, 120).pagination,
    });
    qc.setQueryData(gameGridQuery({ provider: 'reelhouse' }, 4, { device: 'desktop' }).queryKey, {
      pages: [makePage(makeGames(4, 50), 1, 2, 8)],
      pageParams: [1],
    });
    const p = prepareContent(
      '<h1>Hi</h1><p>#GameRow[category=new;limit=3;title=Fresh]#</p>#GameGrid[provider=reelhouse;limit=4]#<p>#GameRow[category=new]#</p>',
      PUBLIC,
    );
    expect(p.widgets.map((w) => w.id)).toEqual(['w0', 'w1', 'w2']);
    const out = await renderStatic(p.node, qc);
    expect(out).toMatch(/Fresh/);
    expect(out.match(/data-testid="game-row"/g)).toHaveLength(2);
    // The first row is cut to its limit of 3, the second shows all 15.
    const times = (n: number) => out.match(new RegExp(`Lucky Reels ${n}<`, 'g'))?.length ?? 0;
    expect(times(4)).toBeGreaterThan(0);
    expect(times(3)).toBe(2 * times(4));
    expect(out).toMatch(/Lucky Reels 53/);
    expect(out).toMatch(/href="\/en\/categories\/new"/);
  });

  it('public: an unknown name or invalid params render nothing, and are logged', async () => {
    const p = prepareContent('<p>a</p><p>#Nope[]#</p><p>#GameRow[limit=99;category=new]#</p><p>#GameRow[category]#</p>', PUBLIC);
    expect(p.widgets).toEqual([]);
    expect(p.issues.map((i) => i.code)).toEqual(['CMS_PLACEHOLDER_BROKEN', 'CMS_WIDGET_INVALID', 'CMS_WIDGET_INVALID']);
    const out = await renderStatic(p.node);
    expect(out).toBe('<p>a</p><div></div><div></div><div></div>');
    const error = vi.spyOn(logger, 'error').mockImplementation(() => ({}) as never);
    logRenderIssues(p.issues, 'page test', false);
    expect(error).toHaveBeenCalledWith(
      'CMS_WIDGET_INVALID',
      expect.stringMatching(/Unknown widget "Nope"/),
      expect.objectContaining({ where: 'page test', widget: 'Nope' }),
    );
    expect(error).toHaveBeenCalledWith('CMS_WIDGET_INVALID', expect.stringMatching(/limit must be at most 15/), expect.anything());
    expect(error).toHaveBeenCalledWith('CMS_PLACEHOLDER_BROKEN', expect.stringMatching(/has no value/), expect.anything());
    error.mockClear();
    logRenderIssues(p.issues, 'page test', true);
    expect(error).not.toHaveBeenCalled();
  });

  it('preview: each invalid placeholder is explained in a translated box', async () => {
    const out = await html('<p>#Nope[]#</p><p>#GameRow[limit=99;category=new]#</p><p>x #GameRow[category=new</p>', PREVIEW);
    const boxes = out.match(/data-testid="widget-issue"/g);
    expect(boxes).toHaveLength(3);
    expect(out).toMatch(/This widget cannot be shown/);
    expect(out).toMatch(/Unknown widget &quot;Nope&quot;/);
    expect(out).toMatch(/limit must be at most 15/);
    expect(out).toMatch(/Broken placeholder/);
    expect(out).toMatch(/visitors see nothing here/);
    // The unclosed placeholder's text stays, the box marks where it starts.
    expect(out).toMatch(/#GameRow\[category=new<\/div>/);
  });

  it('removes placeholders inside attributes', async () => {
    const p = prepareContent('<a href="/x" title="#GameRow[category=new]#">l</a><img alt="#Banner[id=a]#" src="/i.png">', PUBLIC);
    expect(p.widgets).toEqual([]);
    expect(p.issues.map((i) => i.code)).toEqual(['CMS_PLACEHOLDER_IN_ATTRIBUTE', 'CMS_PLACEHOLDER_IN_ATTRIBUTE']);
    expect(await renderStatic(p.node)).toContain('<a href="/x" title="">l</a><img alt="" src="/i.png"/>');
  });

  it('ignores markers an editor types (the nonce is per render)', async () => {
    const out = await html('<rh-widget data-rh="n0nce:0"></rh-widget><rh-widget data-rh="guess:0">x</rh-widget>#GameRow[category=new]#', {
      ...PUBLIC,
      nonce: 'other',
    });
    expect(out.match(/data-testid="game-row"/g)).toHaveLength(1);
    expect(out).not.toMatch(/rh-widget/);
  });

  it('renders at most RENDER_MAX_WIDGETS widgets', () => {
    const p = prepareContent('#GameRow[category=new]#'.repeat(RENDER_MAX_WIDGETS + 5), PUBLIC);
    expect(p.widgets).toHaveLength(RENDER_MAX_WIDGETS);
    expect(p.issues.filter((i) => i.code === 'CMS_WIDGET_LIMIT')).toHaveLength(5);
  });

  it('does not expand RichText inside a snippet', () => {
    const p = prepareContent('#RichText[snippet=a]##GameRow[category=new]#', { ...PUBLIC, depth: 1 });
    expect(p.widgets.map((w) => w.name)).toEqual(['GameRow']);
    expect(p.issues[0]).toMatchObject({ code: 'CMS_WIDGET_INVALID', name: 'RichText', message: expect.stringMatching(/one level only/) });
  });

  it('lists each widget query for the prefetch', () => {
    const p = prepareContent('#GameRow[provider=reelhouse]##GameGrid[collection=summer]##RichText[snippet=x]#', PUBLIC);
    const queries = widgetQueries(p.widgets, { device: 'mobile', locale: 'en', viewer: 'player', client: {} as never });
    expect(queries.map((q) => q.queryKey)).toEqual([
      ['/api/games_filter', { provider: 'reelhouse', device: 'mobile', row: 15, viewer: 'player' }],
      ['/api/games_filter', { collection: 'summer', device: 'mobile', grid: 40 }],
    ]);
    expect('initialPageParam' in queries[1]!).toBe(true);
  });
});

describe('slots', () => {
  const guest = { logged: false, groupIds: [] };
  const vip = { logged: true, groupIds: [759] };
  const player = { logged: true, groupIds: [1] };
  const playerA = { logged: true, groupIds: [1], abVariant: 0 as const };
  const playerB = { logged: true, groupIds: [544], abVariant: 1 as const };

  it.each([
    [{}, guest, true],
    [{ logged: null }, player, true],
    [{ logged: true }, guest, false],
    [{ logged: true }, player, true],
    [{ logged: false }, player, false],
    [{ logged: false }, guest, true],
    [{ group_ids: [759, 255] }, vip, true],
    [{ group_ids: [759, 255] }, player, false],
    [{ group_ids: [759] }, guest, false],
    [{ group_ids: [] }, guest, true],
    // A/B variant (spec C4): only signed-in players of that variant.
    [{ ab_variant: 0 as const }, playerA, true],
    [{ ab_variant: 0 as const }, playerB, false],
    [{ ab_variant: 1 as const }, playerB, true],
    [{ ab_variant: 1 as const }, guest, false],
    [{ ab_variant: 1 as const }, player, false],
    [{ ab_variant: null }, playerB, true],
  ])('%j for %j: %s', (entry, viewer, visible) => {
    expect(slotVisible(entry, viewer)).toBe(visible);
  });

  it('renders targeted, valid entries through the same validation', async () => {
    const entries: SlotEntry[] = [
      { id: 'a', widget: 'GameRow', params: { category: 'new' } },
      { id: 'b', widget: 'GameRow', params: { category: 'top' }, logged: true },
      { id: 'c', widget: 'GameRow', params: { limit: '99' } },
      { id: 'd', widget: 'Nope', params: {} },
    ];
    const pub = prepareSlots(entries, { viewer: guest, preview: false, locale: 'en', device: 'desktop' });
    expect(pub.widgets.map((w) => w.id)).toEqual(['slot-a']);
    expect(pub.issues.map((i) => i.name)).toEqual(['GameRow', 'Nope']);
    expect(pub.nodes).toHaveLength(1);
    const pre = prepareSlots(entries, { viewer: guest, preview: true, locale: 'en', device: 'desktop' });
    expect(pre.widgets.map((w) => w.id)).toEqual(['slot-a', 'slot-b']);
    const out = await renderStatic(<>{pre.nodes}</>);
    expect(out.match(/data-testid="widget-issue"/g)).toHaveLength(2);
    expect(out).toMatch(/#GameRow\[limit=99\]#/);
  });
});

beforeEach(() => {
  vi.restoreAllMocks();
});
