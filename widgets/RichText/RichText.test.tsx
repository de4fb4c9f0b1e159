import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isValidElement, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { IntlProvider } from 'react-intl';
import widgets from '../../messages/en/widgets.json';
import { logger } from '../../site/core/telemetry/logger';
import { CmsContent } from '../../registry/render/CmsContent';
import { RichText } from './RichText.lazy';
import { RichTextWidget } from './RichText.widget';

const snippets = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('../../cms-adapters/server', () => ({ loadSnippets: snippets.load }));

const context = { id: 'w2', preview: false, device: 'desktop' as const, locale: 'de' as const, depth: 0 };
// The frame loads lazily (RichText.lazy.tsx): rendered once it arrived, as a visitor gets it.
const text = async (el: ReactElement) => {
  const { prelude } = await prerender(
    <IntlProvider locale="en" messages={widgets}>
      {el}
    </IntlProvider>,
  );
  return (await new Response(prelude).text()).replace(/<!--\/?\$[!?]?-->/g, '').replace('<div style="display:contents"></div>', '');
};

beforeEach(() => {
  snippets.load.mockReset();
  vi.restoreAllMocks();
});

describe('RichTextWidget', () => {
  it("renders the locale's snippet through the registry one level down", async () => {
    snippets.load.mockResolvedValue(new Map([['terms', { key: 'terms', locale: 'de', html: '<p>Bedingungen #GameRow[category=new]#</p>' }]]));
    const el = (await RichTextWidget({ params: { snippet: 'terms' }, context })) as ReactElement<{ status: string; children: ReactElement }>;
    expect(snippets.load).toHaveBeenCalledWith('de');
    expect(el.type).toBe(RichText);
    expect(el.props.status).toBe('success');
    const inner = el.props.children as ReactElement<Record<string, unknown>>;
    expect(isValidElement(inner) && inner.type).toBe(CmsContent);
    expect(inner.props).toMatchObject({ html: '<p>Bedingungen #GameRow[category=new]#</p>', locale: 'de', depth: 1, idPrefix: 'w2-', source: 'snippet terms' });
  });

  it('is nothing for visitors when the snippet is missing, and logs; the preview explains', async () => {
    snippets.load.mockResolvedValue(new Map());
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => ({}) as never);
    const el = (await RichTextWidget({ params: { snippet: 'nope' }, context })) as ReactElement;
    expect(await text(el)).toBe('');
    expect(warn).toHaveBeenCalledWith('CMS_SNIPPET_MISSING', expect.any(String), { snippet: 'nope', locale: 'de' });
    const preview = (await RichTextWidget({ params: { snippet: 'nope' }, context: { ...context, preview: true } })) as ReactElement;
    expect(await text(preview)).toMatch(/no published snippet “nope”/);
  });

  it('swallows a failed snippets call (spec C8) and logs it', async () => {
    snippets.load.mockRejectedValue(new Error('boom'));
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => ({}) as never);
    expect(await text((await RichTextWidget({ params: { snippet: 'x' }, context })) as ReactElement)).toBe('');
    expect(warn).toHaveBeenCalledWith('CMS_SNIPPET_LOAD_ERROR', expect.any(Error), { snippet: 'x', locale: 'de' });
    expect(await text((await RichTextWidget({ params: { snippet: 'x' }, context: { ...context, preview: true } })) as ReactElement)).toMatch(
      /could not be loaded/,
    );
  });
});
