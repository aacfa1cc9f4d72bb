import { startTransition, useRef, useState } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useSlashFocus } from './useSlashFocus';

/**
 * The tab's search field (type=search, so role searchbox); '/' focuses it. The field answers each
 * key at once; the list follows in a transition, so typing never waits for thousands of records.
 */
export function SearchBox(props: { label: string; onChange: (q: string) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  useSlashFocus(ref);
  return (
    <InputGroup
      inputRef={ref}
      type="search"
      leftIcon={<SearchIcon />}
      placeholder={`${props.label} (press /)`}
      aria-label={props.label}
      aria-keyshortcuts="/"
      value={text}
      onValueChange={(q) => {
        setText(q);
        startTransition(() => props.onChange(q));
      }}
      className="admin-search"
    />
  );
}
