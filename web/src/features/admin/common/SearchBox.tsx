import { useRef } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useSlashFocus } from './useSlashFocus';

/** The tab's search field (type=search, so role searchbox); '/' focuses it. */
export function SearchBox(props: { label: string; value: string; onChange: (q: string) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useSlashFocus(ref);
  return (
    <InputGroup
      inputRef={ref}
      type="search"
      leftIcon={<SearchIcon />}
      placeholder={`${props.label} (press /)`}
      aria-label={props.label}
      aria-keyshortcuts="/"
      value={props.value}
      onValueChange={props.onChange}
      className="admin-search"
    />
  );
}
