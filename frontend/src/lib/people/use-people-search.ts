import { useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePeople } from './get-people';

/** How many colleagues the server answers at most: with that many, a search box is offered. */
const PEOPLE_PAGE = 50;

/**
 * A colleague picker's search: the text typed, the colleagues matching it (searched 250 ms after
 * the last key), and whether to offer the box at all (a tenant of fewer than 50 is listed whole).
 */
export function usePeopleSearch() {
  const [search, setSearch] = useState('');
  const people = usePeople(useDebouncedValue(search.trim(), 250));
  const searchable = search !== '' || (people.data?.length ?? 0) >= PEOPLE_PAGE;
  return { search, setSearch, people, searchable };
}
