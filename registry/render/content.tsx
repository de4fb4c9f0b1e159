import type { ReactElement, ReactNode } from 'react';
import { domToReact, htmlToDOM, type DOMNode, type Element } from 'html-react-parser';
import type { Device } from '../../schemas/games';
import type { Locale } from '../../schemas/locales';
import { markupDepth, parsePlaceholders } from '../../schemas/placeholders';
import { MARKUP_DEPTH_MAX, validateWidgetParams, type CatalogueKeys, type WidgetName } from '../../schemas/widget-params';
import type { AnyWidgetDefinition, WidgetContext } from '../define';
import { widgetEntry } from '../index';
import { sanitizeNodes, type SanitizeRemoval, type SanitizeReport } from './sanitize';
import { WidgetBoundary } from './WidgetBoundary';
import { WidgetIssue } from './WidgetIssue.lazy';
import styles from './render.module.css';

/**
 * CMS HTML -> React, without data: placeholders found (schemas/placeholders), markup parsed and
 * sanitized (./sanitize), each valid placeholder turned into its registry widget, each invalid
 * one into nothing (public) or an explanation (preview). Pure and synchronous, so the bench and
 * tests measure exactly the parser + sanitizer + registry cost; the server entry (CmsContent)
 * adds the data prefetch.
 *
 * How placeholders and markup meet: the parser runs on the raw HTML (the same input the
 * platform checks before a publish), then every placeholder in text is replaced by a marker
 * element `<rh-widget data-rh="{nonce}:{n}">` and every one in a tag is removed, and only then is
 * the HTML parsed and sanitized. The nonce is random per render, so a marker typed by an editor
 * never matches; the sanitizer drops it as an unknown element. A `<p>` that holds a widget
 * becomes a `<div>` (a widget's block markup inside `<p>` would be re-parsed by the browser
 * differently from the server's tree and break hydration).
 */

/** Content above this is not rendered at all (schemas/cms/shared.ts refuses it at save; this guards old or foreign data). */
export const RENDER_MAX_CHARS = 1_000_000;
/** Widgets rendered per content (beyond: nothing, and an issue). */
export const RENDER_MAX_WIDGETS = 50;

const MARKER = 'rh-widget';

/** A problem met while rendering, logged on the server and shown in preview. */
export interface RenderIssue {
  code:
    | 'CMS_WIDGET_INVALID'
    | 'CMS_PLACEHOLDER_BROKEN'
    | 'CMS_PLACEHOLDER_IN_ATTRIBUTE'
    | 'CMS_CONTENT_TOO_LARGE'
    | 'CMS_CONTENT_TOO_DEEP'
    | 'CMS_CONTENT_SANITIZED'
    | 'CMS_WIDGET_LIMIT';
  message: string;
  /** The placeholder as written, when the issue is about one. */
  placeholder?: string;
  name?: string;
  /** CMS_CONTENT_SANITIZED: what was removed and where (the preview lists it before a publish). */
  removed?: SanitizeRemoval[];
  removedMore?: number;
}

/** A widget instance found in content, valid and registered. */
export interface WidgetInstance {
  id: string;
  name: WidgetName;
  params: unknown;
  entry: AnyWidgetDefinition;
}

export interface PrepareOptions {
  preview: boolean;
  locale: Locale;
  device: Device;
  /** 0 for a page; RichText renders its snippet at depth 1, where RichText is not expanded again. */
  depth?: number;
  /** Prefix of instance ids, unique per content on a page (`w`, `s1-`...). */
  idPrefix?: string;
  /** Tests fix it; otherwise random per render. */
  nonce?: string;
  /** The request carries the welcome-pack stag (WidgetContext `welcomeStag`). */
  welcomeStag?: boolean;
  /**
   * The preview's game catalogue keys: a widget naming a category, collection or provider the
   * catalogue lacks is then explained (the publish refuses it) instead of rendering as an empty
   * row. Public renders leave it out: what they get passed that check when it was published.
   */
  catalogue?: CatalogueKeys;
}

export interface PreparedContent {
  node: ReactNode;
  widgets: WidgetInstance[];
  issues: RenderIssue[];
  report: SanitizeReport | null;
}

function randomNonce(): string {
  const buf = new Uint32Array(2);
  crypto.getRandomValues(buf);
  return `${buf[0]!.toString(36)}${buf[1]!.toString(36)}`;
}

type Slot = { kind: 'widget'; instance: WidgetInstance } | { kind: 'issue'; issue: RenderIssue };

/** Renders one widget instance inside its error boundary. */
export function renderWidget(instance: WidgetInstance, context: WidgetContext): ReactElement {
  const Component = instance.entry.Component as (props: { params: unknown; context: WidgetContext }) => ReactNode;
  return (
    <WidgetBoundary key={instance.id} name={instance.name} preview={context.preview}>
      <Component params={instance.params} context={context} />
    </WidgetBoundary>
  );
}

/** Validates a name and string params against the registry: an instance, or the issue to report. */
export function resolveWidget(
  name: string,
  params: Record<string, string>,
  id: string,
  raw: string,
  depth: number,
  catalogue?: CatalogueKeys,
): WidgetInstance | RenderIssue {
  const r = validateWidgetParams(name, params, catalogue);
  if (!r.ok) return { code: 'CMS_WIDGET_INVALID', message: r.message, placeholder: raw, name };
  const entry = widgetEntry(r.name);
  if (!entry) return { code: 'CMS_WIDGET_INVALID', message: `The widget "${name}" is not available yet.`, placeholder: raw, name };
  if (depth > 0 && r.name === 'RichText')
    return { code: 'CMS_WIDGET_INVALID', message: 'A RichText inside a snippet is not expanded (one level only).', placeholder: raw, name };
  return { id, name: r.name, params: r.params, entry };
}

/** CMS HTML -> sanitized React tree with widgets; see the module comment. */
export function prepareContent(html: string, opts: PrepareOptions): PreparedContent {
  const depth = opts.depth ?? 0;
  const prefix = opts.idPrefix ?? 'w';
  const issues: RenderIssue[] = [];
  const widgets: WidgetInstance[] = [];
  const issueNode = (issue: RenderIssue, key: string) => (opts.preview ? <WidgetIssue key={key} issue={issue} /> : null);

  if (typeof html !== 'string' || html.length === 0) return { node: null, widgets, issues, report: null };
  if (html.length > RENDER_MAX_CHARS) {
    const issue: RenderIssue = {
      code: 'CMS_CONTENT_TOO_LARGE',
      message: `The content has ${html.length} characters; at most ${RENDER_MAX_CHARS} are rendered.`,
    };
    return { node: issueNode(issue, 'too-large'), widgets, issues: [issue], report: null };
  }
  // Checked before parsing: HTML parsers slow down quadratically on hostile nesting.
  const depthFound = markupDepth(html);
  if (depthFound > MARKUP_DEPTH_MAX) {
    const issue: RenderIssue = {
      code: 'CMS_CONTENT_TOO_DEEP',
      message: `The markup nests ${depthFound} elements deep; at most ${MARKUP_DEPTH_MAX} are rendered.`,
    };
    return { node: issueNode(issue, 'too-deep'), widgets, issues: [issue], report: null };
  }

  const nonce = opts.nonce ?? randomNonce();
  const { placeholders, errors } = parsePlaceholders(html);
  const slots: Slot[] = [];
  // Cut points, in order: [start, end, replacement]
  const cuts: Array<[number, number, string]> = [];
  const addSlot = (slot: Slot, start: number, end: number) => {
    cuts.push([start, end, `<${MARKER} data-rh="${nonce}:${slots.length}"></${MARKER}>`]);
    slots.push(slot);
  };

  for (const e of errors) {
    const issue: RenderIssue = { code: 'CMS_PLACEHOLDER_BROKEN', message: e.message, placeholder: e.raw, name: e.name };
    issues.push(issue);
    // A complete but malformed placeholder is replaced like an invalid one; an unclosed `#X[`
    // has no certain end, so its text stays and only the preview marks the spot.
    const complete = html.startsWith(']#', e.end - 2) && e.end - e.start >= 4;
    if (e.inAttribute) {
      if (complete) cuts.push([e.start, e.end, '']);
    } else if (complete) addSlot({ kind: 'issue', issue }, e.start, e.end);
    else if (opts.preview) addSlot({ kind: 'issue', issue }, e.start, e.start);
  }
  for (const p of placeholders) {
    if (p.inAttribute) {
      issues.push({
        code: 'CMS_PLACEHOLDER_IN_ATTRIBUTE',
        message: `#${p.name}[...]# inside a tag or attribute was removed.`,
        placeholder: p.raw,
        name: p.name,
      });
      cuts.push([p.start, p.end, '']);
      continue;
    }
    if (widgets.length >= RENDER_MAX_WIDGETS) {
      const issue: RenderIssue = {
        code: 'CMS_WIDGET_LIMIT',
        message: `More than ${RENDER_MAX_WIDGETS} widgets; the rest are not rendered.`,
        placeholder: p.raw,
        name: p.name,
      };
      issues.push(issue);
      addSlot({ kind: 'issue', issue }, p.start, p.end);
      continue;
    }
    const resolved = resolveWidget(p.name, p.params, `${prefix}${widgets.length}`, p.raw, depth, opts.catalogue);
    if ('entry' in resolved) {
      widgets.push(resolved);
      addSlot({ kind: 'widget', instance: resolved }, p.start, p.end);
    } else {
      issues.push(resolved);
      addSlot({ kind: 'issue', issue: resolved }, p.start, p.end);
    }
  }

  let source = html;
  if (cuts.length > 0) {
    cuts.sort((a, b) => a[0] - b[0]);
    const parts: string[] = [];
    let at = 0;
    for (const [start, end, replacement] of cuts) {
      if (start < at) continue; // overlapping reports (cannot happen today; never duplicate text)
      parts.push(html.slice(at, start), replacement);
      at = end;
    }
    parts.push(html.slice(at));
    source = parts.join('');
  }

  const markerPrefix = `${nonce}:`;
  const isMarker = (el: Element) => el.name === MARKER && typeof el.attribs['data-rh'] === 'string' && el.attribs['data-rh'].startsWith(markerPrefix);
  const { nodes, report } = sanitizeNodes(htmlToDOM(source) as DOMNode[], { keep: isMarker });

  let sanitized: RenderIssue | null = null;
  if (report.removed.length > 0) {
    sanitized = {
      code: 'CMS_CONTENT_SANITIZED',
      message: `Removed from the content: ${report.droppedElements} elements, ${report.droppedAttributes} attributes, ${report.droppedUrls} unsafe links, ${report.droppedStyles} style declarations, ${report.tooDeep} elements nested deeper than allowed, ${report.tooMany} elements beyond the limit.`,
      removed: report.removed,
      removedMore: report.removedMore,
    };
    issues.push(sanitized);
  }

  // Widgets render block markup: a <p> holding one becomes a <div>.
  for (const el of markersOf(nodes, isMarker)) {
    for (let p = el.parent as Element | null; p; p = p.parent as Element | null) if (p.name === 'p') p.name = 'div';
  }

  const body = domToReact(nodes, {
    replace: (domNode): ReactElement | undefined => {
      if (domNode.type !== 'tag' || !isMarker(domNode as Element)) return undefined;
      const index = Number((domNode as Element).attribs['data-rh']!.slice(markerPrefix.length));
      const slot = slots[index];
      if (!slot) return <></>;
      if (slot.kind === 'issue') return issueNode(slot.issue, `issue-${index}`) ?? <></>;
      // Marked as a widget (a box-less wrapper): the host page's prose rules (a static page's
      // paragraph margins, list indents) style the editor's markup, never a widget's own lists.
      return (
        <div key={slot.instance.id} className={styles.widget} data-widget={slot.instance.name}>
          {renderWidget(slot.instance, {
            id: slot.instance.id,
            preview: opts.preview,
            device: opts.device,
            locale: opts.locale,
            depth,
            ...(opts.welcomeStag ? { welcomeStag: true } : {}),
          })}
        </div>
      );
    },
  });
  // The preview lists what the sanitizer removed above the content, so an editor learns it
  // before publishing instead of finding markup silently missing on the live page.
  const node = sanitized && opts.preview ? [issueNode(sanitized, 'sanitized'), body] : body;
  return { node, widgets, issues, report };
}

function* markersOf(nodes: readonly DOMNode[], isMarker: (el: Element) => boolean): Generator<Element> {
  for (const n of nodes) {
    if (n.type !== 'tag') continue;
    const el = n as Element;
    if (isMarker(el)) yield el;
    else yield* markersOf(el.children as DOMNode[], isMarker);
  }
}
