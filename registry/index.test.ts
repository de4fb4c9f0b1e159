import { describe, expect, expectTypeOf, it } from 'vitest';
import { WIDGET_NAMES, WIDGET_PARAMS, type WidgetName, type WidgetParams } from '../schemas/widget-params';
import { defineWidget, type ParamsOf, type WidgetDefinition, type WidgetProps } from './define';
import { REGISTERED_WIDGETS, registry, widgetEntry } from './index';

/**
 * Type tests: `tsc --noEmit` (npm run typecheck) fails if any `@ts-expect-error` below stops being
 * an error, i.e. if the registry's typing loosens. The runtime assertions keep vitest honest.
 */

const Row = (_props: WidgetProps<WidgetParams<'GameRow'>>) => null;
const Grid = (_props: WidgetProps<WidgetParams<'GameGrid'>>) => null;

describe('defineWidget typing', () => {
  it('gives the component and the query the schema output', () => {
    const def = defineWidget({
      name: 'GameRow',
      params: WIDGET_PARAMS.GameRow,
      Component: Row,
      query: (params) => {
        expectTypeOf(params.limit).toEqualTypeOf<number>();
        expectTypeOf(params.source).toEqualTypeOf<{ category: string } | { collection: string } | { provider: string }>();
        return null;
      },
    });
    expectTypeOf(def).toEqualTypeOf<WidgetDefinition<'GameRow'>>();
    expectTypeOf<ParamsOf<'RichText'>>().toEqualTypeOf<{ snippet: string }>();
    expect(def.name).toBe('GameRow');
  });

  it('refuses a wrong name, schema, component or param at compile time', () => {
    // @ts-expect-error not a widget name
    defineWidget({ name: 'GameRows', params: WIDGET_PARAMS.GameRow, Component: Row });
    // @ts-expect-error the params schema of another widget
    defineWidget({ name: 'GameRow', params: WIDGET_PARAMS.GameGrid, Component: Row });
    // @ts-expect-error a component of another widget's params
    defineWidget({ name: 'GameRow', params: WIDGET_PARAMS.GameRow, Component: Grid });
    defineWidget({
      name: 'GameRow',
      params: WIDGET_PARAMS.GameRow,
      Component: Row,
      // @ts-expect-error `category` is not an output param (the output has `source`)
      query: (params) => (params.category ? null : null),
    });
    const entries = {
      // @ts-expect-error the key must match the entry's name
      GameGrid: defineWidget({ name: 'GameRow', params: WIDGET_PARAMS.GameRow, Component: Row }),
    } satisfies { readonly [N in WidgetName]?: WidgetDefinition<N> };
    expect(entries).toBeDefined();
  });
});

describe('registry', () => {
  it('keys every entry by its own name, and knows only names of WIDGET_PARAMS', () => {
    for (const [key, entry] of Object.entries(registry)) {
      expect(entry.name).toBe(key);
      expect(entry.params).toBe(WIDGET_PARAMS[key as WidgetName]);
      expect(WIDGET_NAMES).toContain(key);
    }
    expect(widgetEntry('GameRow')?.name).toBe('GameRow');
    expect(widgetEntry('Nope')).toBeNull();
    expect(widgetEntry('toString')).toBeNull();
    expect(widgetEntry('__proto__')).toBeNull();
  });

  // The registry's type lets an entry be missing (a widget's params may land before its
  // component), so this is what keeps the two lists equal: a name editors may write in a
  // placeholder (and that the publish check accepts) must render, and an entry must have params
  // the publish check knows.
  it('has an entry for every widget with a params schema, and no entry without one', () => {
    expect(Object.keys(registry).sort()).toEqual([...WIDGET_NAMES].sort());
    expect(Object.keys(WIDGET_PARAMS).sort()).toEqual([...REGISTERED_WIDGETS].sort());
    for (const name of WIDGET_NAMES) expect(widgetEntry(name)?.params, name).toBe(WIDGET_PARAMS[name]);
  });
});
