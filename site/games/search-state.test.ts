import { describe, expect, it } from 'vitest';
import { initialSearchState, searchPhase, searchReducer, searchTerm, showClearButton, type SearchEvent, type SearchState } from './search-state';

const run = (...events: SearchEvent[]): SearchState => events.reduce(searchReducer, initialSearchState);

describe('game search state (C5)', () => {
  it('searches only above 2 characters', () => {
    expect(searchTerm('ab')).toBeNull();
    expect(searchTerm('  ab  ')).toBeNull();
    expect(searchTerm('abc')).toBe('abc');
    expect(searchTerm(' book ')).toBe('book');
  });

  it('asks for the search only once typing settled (the debounce)', () => {
    const typing = run({ type: 'focus' }, { type: 'input', text: 'boo' }, { type: 'input', text: 'book' });
    expect(typing.term).toBeNull();
    expect(searchPhase(typing, null)).toBe('loading');
    const settled = searchReducer(typing, { type: 'settled' });
    expect(settled.term).toBe('book');
  });

  it('hides results at once when the text becomes too short', () => {
    const s = run({ type: 'input', text: 'book' }, { type: 'settled' }, { type: 'input', text: 'bo' });
    expect(s.term).toBeNull();
    expect(searchPhase(s, { status: 'success', count: 3 })).toBe('hint');
  });

  it('shows results, then "no results" when a search ran and found nothing, and counts a failure as empty', () => {
    const s = run({ type: 'input', text: 'book' }, { type: 'settled' });
    expect(searchPhase(s, { status: 'pending', count: 0 })).toBe('loading');
    expect(searchPhase(s, { status: 'success', count: 4 })).toBe('results');
    expect(searchPhase(s, { status: 'success', count: 0 })).toBe('empty');
    expect(searchPhase(s, { status: 'error', count: 0 })).toBe('empty');
    // Typing on: the old answer belongs to another term, so it is loading again, not "no results".
    const more = searchReducer(s, { type: 'input', text: 'books' });
    expect(searchPhase(more, { status: 'success', count: 0 })).toBe('loading');
  });

  it('shows the clear button only while focused and long enough; clearing empties text and results', () => {
    expect(showClearButton(run({ type: 'input', text: 'book' }))).toBe(false);
    expect(showClearButton(run({ type: 'focus' }, { type: 'input', text: 'bo' }))).toBe(false);
    const s = run({ type: 'focus' }, { type: 'input', text: 'book' }, { type: 'settled' });
    expect(showClearButton(s)).toBe(true);
    expect(showClearButton(searchReducer(s, { type: 'blur' }))).toBe(false);
    const cleared = searchReducer(s, { type: 'clear' });
    expect(cleared).toEqual({ text: '', focused: true, term: null });
    expect(searchPhase(cleared, null)).toBe('hint');
  });
});
