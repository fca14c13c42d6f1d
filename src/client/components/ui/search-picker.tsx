import { useEffect, useId, useRef, useState } from 'react';

export interface PickerOption {
  id: number;
  label: string;
  /** A second line, e.g. the date of birth of a player. */
  hint?: string;
}

export interface SearchPickerProps {
  label: string;
  /** The chosen option; the text box shows its label. */
  selected: PickerOption | null;
  /** Called with null as soon as the text is edited: editing the text clears the choice (SPEC.md §5). */
  onSelect: (option: PickerOption | null) => void;
  /** Finds options for the typed text; rejected or aborted searches show no options. */
  search: (text: string, signal: AbortSignal) => Promise<PickerOption[]>;
  /** Ids never offered, e.g. the other picker's choice. */
  excludeIds?: readonly number[];
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  /** SPEC.md §9: at most 10 results, asked 300 ms after the last key. */
  limit?: number;
  debounceMs?: number;
}

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_LIMIT = 10;
/** A click on an option lands before the list closes (SPEC.md §9, dropdown close delay). */
const CLOSE_DELAY_MS = 200;

/** Search-as-you-type combobox (ARIA 1.2 pattern): arrows move, Enter picks, Esc closes. */
export function SearchPicker({
  label,
  selected,
  onSelect,
  search,
  excludeIds = [],
  error,
  hint,
  disabled,
  required,
  placeholder = 'Type to search…',
  limit = SEARCH_LIMIT,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: SearchPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState(selected?.label ?? '');
  const [results, setResults] = useState<PickerOption[]>([]);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  // The parent may set or clear the choice (a reset form, an edit dialog): the text follows it.
  const [shownSelection, setShownSelection] = useState(selected);
  if (selected?.id !== shownSelection?.id) {
    setShownSelection(selected);
    setText(selected?.label ?? '');
  }

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      searchRef
        .current(query, controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) setResults(found);
        })
        .catch((failure: unknown) => {
          if (!controller.signal.aborted) {
            console.error('Search failed', failure);
            setResults([]);
          }
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, debounceMs]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const excluded = new Set(excludeIds);
  const options = results.filter((option) => !excluded.has(option.id)).slice(0, limit);

  const choose = (option: PickerOption) => {
    clearTimeout(closeTimer.current);
    setText(option.label);
    setShownSelection(option);
    setOpen(false);
    setActive(-1);
    onSelect(option);
  };

  const onChange = (value: string) => {
    setText(value);
    if (selected) onSelect(null);
    setShownSelection(null);
    setOpen(true);
    setActive(-1);
    setQuery(value.trim());
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setQuery(selected ? '' : text.trim());
      }
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      // Closing the list must not also close the dialog around the picker.
      event.stopPropagation();
      setOpen(false);
    }
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const expanded = open && !disabled;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  return (
    <div className={`field search-picker${error ? ' field--invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? <span className="field-required" aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          if (!selected) {
            setOpen(true);
            setQuery(text.trim());
          }
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
        }}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {/* The listbox holds options only (ARIA); "Searching…" / "No matches" is a status beside it. */}
      <ul id={listId} role="listbox" aria-label={label} className="search-picker-list" hidden={!expanded || options.length === 0}>
        {expanded
          ? options.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                aria-selected={index === active}
                className={`search-picker-option${index === active ? ' is-active' : ''}`}
                // mousedown, not click: it lands before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                <span>{option.label}</span>
                {option.hint ? <span className="search-picker-hint">{option.hint}</span> : null}
              </li>
            ))
          : null}
      </ul>
      {expanded && options.length === 0 ? (
        <p className="search-picker-list search-picker-empty" role="status">
          {loading ? 'Searching…' : 'No matches'}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
