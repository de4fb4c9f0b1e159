'use client';

import { useEffect, useReducer } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Device } from '../../schemas/games';
import { searchQuery } from '../../widgets/common/games/catalog/queries';
import { initialSearchState, searchPhase, searchReducer, searchTerm, showClearButton, SEARCH_DEBOUNCE_MS } from './search-state';

/**
 * The search overlay's state (search-state.ts) with its 300 ms debounce and the title search
 * query. A failed search has already answered empty results (queries.searchQuery).
 */
export function useGameSearch(device: Device) {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const wanted = searchTerm(state.text);

  useEffect(() => {
    if (wanted === null || wanted === state.term) return;
    const timer = setTimeout(() => dispatch({ type: 'settled' }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, state.term]);

  const query = useQuery({ ...searchQuery(state.term ?? '', device), enabled: state.term !== null });
  const answer = state.term === null ? null : { status: query.status, count: query.data?.data.length ?? 0 };
  return {
    state,
    dispatch,
    phase: searchPhase(state, answer),
    showClear: showClearButton(state),
    games: query.data?.data ?? [],
    total: query.data?.pagination.total_count ?? 0,
  };
}
