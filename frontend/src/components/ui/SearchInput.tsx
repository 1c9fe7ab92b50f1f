import type { Ref } from 'react';
import { Form } from 'react-bootstrap';
import { Search } from 'react-feather';

interface Props {
  /** Its accessible name, also shown as the placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  inputRef?: Ref<HTMLInputElement>;
}

/** The magnifier inside a search box, at its start (the box has `search-input`'s padding). */
export function SearchInputIcon() {
  return (
    <Search
      size={16}
      aria-hidden="true"
      className="position-absolute top-50 translate-middle-y ms-2 text-body-secondary"
    />
  );
}

/** A search box with the magnifier inside it at the start (mail's and chat's lists). */
export function SearchInput({ label, value, onChange, maxLength, inputRef }: Props) {
  return (
    <div className="position-relative">
      <SearchInputIcon />
      <Form.Control
        ref={inputRef}
        type="search"
        className="search-input"
        maxLength={maxLength}
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
