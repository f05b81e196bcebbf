import type { KeyboardEvent, Ref } from 'react';
import searchFieldCss from './search-field.css?inline';

/** The search field's stylesheet, for the sheet a part adopts (the market panels', the search modal's). */
export { searchFieldCss };

export interface SearchFieldProps {
  ref?: Ref<HTMLInputElement>;
  /** The box's own class (its gap, padding and height, in the part's sheet). */
  className: string;
  /** The input's own class. */
  inputClass: string;
  iconSize: number;
  /** The input's name, shown as its placeholder too. */
  label: string;
  value: string;
  onValue(value: string): void;
  /** The id of the list the field filters. */
  controls: string;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

/**
 * The chrome's search field (the market panels' filter, the search modal's field): a bordered box
 * with the magnifier and a bare search input, named by `label`, that filters the list it controls
 * as the user types (no autocomplete, no spelling marks, a Search key on phones).
 */
export function SearchField({ ref, className, inputClass, iconSize, label, value, onValue, controls, onKeyDown }: SearchFieldProps) {
  return (
    <div className={`search-field ${className}`}>
      <SearchIcon size={iconSize} />
      <input
        ref={ref}
        type="search"
        className={`search-field-input ${inputClass}`}
        value={value}
        aria-label={label}
        placeholder={label}
        aria-controls={controls}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => onValue(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}

/** The magnifier (decorative: the input has the name). */
function SearchIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true">
      <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M11 11l3.5 3.5" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
