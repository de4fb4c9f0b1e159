/**
 * The game search as a pure state machine (spec C5, C8, C9): the field's text and focus, and the
 * term whose search has been asked for once typing paused for 300 ms. The hook beside it
 * (useGameSearch) runs the timer and the query; this file decides what shows.
 */

/** A search starts only when the text is longer than 2 characters (C5). */
export const SEARCH_MIN_LENGTH = 3;
/** Typing must pause this long before a search runs (C9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The term to search for a text, or null when it is too short. */
export function searchTerm(text: string): string | null {
  const t = text.trim();
  return t.length >= SEARCH_MIN_LENGTH ? t : null;
}

export interface SearchState {
  text: string;
  focused: boolean;
  /** The term of the search that was asked for (after the debounce); null when none runs. */
  term: string | null;
}

export type SearchEvent =
  | { type: 'input'; text: string }
  | { type: 'focus' }
  | { type: 'blur' }
  /** The debounce elapsed for the current text. */
  | { type: 'settled' }
  | { type: 'clear' };

export const initialSearchState: SearchState = { text: '', focused: false, term: null };

export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'input':
      // A text too short hides the results at once; a longer one waits for the debounce.
      return { ...state, text: event.text, term: searchTerm(event.text) === null ? null : state.term };
    case 'focus':
      return { ...state, focused: true };
    case 'blur':
      return { ...state, focused: false };
    case 'settled':
      return { ...state, term: searchTerm(state.text) };
    case 'clear':
      // Clearing empties the text and the results (C5).
      return { ...state, text: '', term: null };
  }
}

/** The clear button shows only while the field is focused and the text is long enough (C5). */
export function showClearButton(state: SearchState): boolean {
  return state.focused && state.text.trim().length >= SEARCH_MIN_LENGTH;
}

/** What the answer of the search for `state.term` is, as far as the view needs it. */
export interface SearchAnswer {
  status: 'pending' | 'success' | 'error';
  count: number;
}

/**
 * What the overlay shows:
 * - `hint`: nothing searched (text too short);
 * - `loading`: a search is waiting for the debounce or for its answer;
 * - `results`: games found;
 * - `empty`: the text is long enough, a search ran and found nothing (a failed search counts as
 *   empty, C8 "result empty"): the "no results" text and the recommended category (C5).
 */
export type SearchPhase = 'hint' | 'loading' | 'results' | 'empty';

export function searchPhase(state: SearchState, answer: SearchAnswer | null): SearchPhase {
  const wanted = searchTerm(state.text);
  if (wanted === null) return 'hint';
  if (state.term !== wanted || answer === null || answer.status === 'pending') return 'loading';
  if (answer.status === 'error' || answer.count === 0) return 'empty';
  return 'results';
}
