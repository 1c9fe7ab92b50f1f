import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { useAddressFilters } from '@/hooks/use-address-filters';
import { SearchInput } from './SearchInput';

/** Typing searches once it pauses this long (Enter searches at once). */
const SEARCH_DELAY_MS = 400;

interface Props {
  /** Its accessible name, also shown as the placeholder. */
  label: string;
  /** Classes of the form, for its place in the row. */
  className?: string;
}

/**
 * A list's search box that follows the address (mail's and the To-do app's lists): it shows the
 * words of `q` and, once typing pauses or on Enter, puts the new words there and goes back to the
 * first page.
 */
export function AddressSearchBox({ label, className }: Props) {
  const { q } = useAddressFilters();
  const [, setSearchParams] = useSearchParams();
  const [words, setWords] = useState(q);
  const [shownQuery, setShownQuery] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The address changed under the box (back button, a folder or view link): show its words.
  if (shownQuery !== q) {
    setShownQuery(q);
    setWords(q);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (next: string) => {
    if (next === q) return;
    // Each pause while typing would otherwise be a step of the back button.
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('q', next);
        else params.delete('q');
        params.delete('page');
        return params;
      },
      { replace: true },
    );
  };
  const onChange = (value: string) => {
    setWords(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(value.trim()), SEARCH_DELAY_MS);
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    search(words.trim());
  };
  return (
    <Form role="search" onSubmit={onSubmit} className={className}>
      <SearchInput label={label} maxLength={200} value={words} onChange={onChange} />
    </Form>
  );
}
