import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, FEATURE_FLAG_DEFAULTS, FLAG_STORAGE_KEY, effectiveFlags, parseOverrides, withFlag } from './flags';
import { createFlagStore, type FlagStorage } from './store';

function memoryStorage(initial: Record<string, string> = {}): FlagStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

describe('feature flag defaults (spec C9)', () => {
  it('are all off except disableWWW', () => {
    for (const f of FEATURE_FLAGS) expect(FEATURE_FLAG_DEFAULTS[f.name], f.name).toBe(f.name === 'disableWWW');
  });
});

describe('parseOverrides', () => {
  it('keeps known flags with boolean values that differ from the default', () => {
    expect(parseOverrides(JSON.stringify({ mysticJackpots: true, disableWWW: false }))).toEqual({ mysticJackpots: true, disableWWW: false });
  });
  it.each([
    ['nothing', null],
    ['broken JSON', '{mystic'],
    ['an array', '[true]'],
    ['a string', '"on"'],
    ['unknown names', '{"noSuchFlag":true}'],
    ['non-boolean values', '{"mysticJackpots":"true","testQuests":1}'],
    ['values equal to the default', '{"mysticJackpots":false,"disableWWW":true}'],
  ])('drops %s', (_name, raw) => expect(parseOverrides(raw)).toEqual({}));
});

describe('effectiveFlags and withFlag', () => {
  it('lays overrides over the defaults', () => {
    expect(effectiveFlags({ testQuests: true })).toEqual({ ...FEATURE_FLAG_DEFAULTS, testQuests: true });
  });
  it('removes the override when a flag goes back to its default', () => {
    expect(withFlag({ testQuests: true }, 'testQuests', false)).toEqual({});
    expect(withFlag({}, 'disableWWW', false)).toEqual({ disableWWW: false });
  });
});

describe('flag store', () => {
  it('starts from the defaults and reads storage only on load (the hydration snapshot stays the server one)', () => {
    const storage = memoryStorage({ [FLAG_STORAGE_KEY]: '{"mysticJackpots":true}' });
    const store = createFlagStore(storage);
    expect(store.getState().overrides).toEqual({});
    store.getState().load();
    expect(store.getState().overrides).toEqual({ mysticJackpots: true });
    expect(store.getInitialState().overrides).toEqual({});
  });

  it('writes overrides to storage, keeps them across a new store (a reload), and reset clears them', () => {
    const storage = memoryStorage();
    const store = createFlagStore(storage);
    store.getState().setFlag('showAllWidgets', true);
    store.getState().setFlag('disableWWW', false);
    expect(JSON.parse(storage.data[FLAG_STORAGE_KEY]!)).toEqual({ showAllWidgets: true, disableWWW: false });

    const reloaded = createFlagStore(storage);
    reloaded.getState().load();
    expect(effectiveFlags(reloaded.getState().overrides)).toMatchObject({ showAllWidgets: true, disableWWW: false, mysticJackpots: false });

    reloaded.getState().reset();
    expect(reloaded.getState().overrides).toEqual({});
    expect(storage.data[FLAG_STORAGE_KEY]).toBeUndefined();
  });

  it('keeps working in memory when storage throws', () => {
    const broken: FlagStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createFlagStore(broken);
    store.getState().load();
    store.getState().setFlag('testQuests', true);
    expect(store.getState().overrides).toEqual({ testQuests: true });
    store.getState().reset();
    expect(store.getState().overrides).toEqual({});
  });

  it('works without storage (the server)', () => {
    const store = createFlagStore(null);
    store.getState().load();
    store.getState().setFlag('testQuests', true);
    expect(store.getState().overrides).toEqual({ testQuests: true });
  });
});
