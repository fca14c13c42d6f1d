import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type Key } from 'react';
import { ComboBox, ComboBoxStateContext, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import fieldStyles from './field.module.css';
import { useOverlayContainer } from './overlay-container';
import styles from './search-picker.module.css';
import { t } from '@/client/i18n/i18n';

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
  /** Called with null as soon as the text is edited: editing the text clears the choice (docs/rules.md, "Admin dashboard"). */
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
  /** docs/rules.md, "Admin dashboard": at most 10 results, asked 300 ms after the last key. */
  limit?: number;
  debounceMs?: number;
}

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_LIMIT = 10;

/** Results of the latest text, asked debounceMs after it last changed; older answers are dropped. */
function useDebouncedSearch(query: string | null, search: SearchPickerProps['search'], debounceMs: number) {
  const [results, setResults] = useState<PickerOption[]>([]);
  const [loading, setLoading] = useState(false);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  // A new text drops the old answer at once: options for another text would mislead, and an
  // empty list closes while the next answer is on its way ("Searching…" says so).
  const [askedQuery, setAskedQuery] = useState(query);
  if (query !== askedQuery) {
    setAskedQuery(query);
    setResults([]);
    setLoading(query !== null);
  }

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
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

  return { results, loading };
}

/**
 * Search-as-you-type combobox on React Aria's ComboBox (ARIA 1.2 pattern): typing searches,
 * arrows move, Enter or a tap picks, Esc closes the list (and only the list). Text and choice are
 * both held here, so the typed text stays when nothing is picked. The list opens when options
 * arrive; while there are none, "Searching…" or "No matches" shows under the box as a status.
 */
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
  placeholder = t('ui.typeToSearch'),
  limit = SEARCH_LIMIT,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: SearchPickerProps) {
  const overlayContainer = useOverlayContainer();
  const [text, setText] = useState(selected?.label ?? '');
  const [query, setQuery] = useState<string | null>(null);
  // True from an edit (or a key or tap that asks for the list) until a pick, Esc or leaving the box.
  const [searching, setSearching] = useState(false);
  const { results, loading } = useDebouncedSearch(query, search, debounceMs);
  // React Aria echoes a picked option's label back as an input change: that is not an edit.
  const pickedLabel = useRef<string | null>(null);

  // The parent may set or clear the choice (a reset form, an edit dialog): the text follows it.
  const [shownSelection, setShownSelection] = useState(selected);
  if (selected?.id !== shownSelection?.id) {
    setShownSelection(selected);
    setText(selected?.label ?? '');
  }

  // Stable lists: React Aria rebuilds its collection whenever the items array is a new one.
  const excludedKey = excludeIds.join(',');
  const options = useMemo(() => {
    const excluded = new Set(excludedKey.split(',').filter(Boolean).map(Number));
    return results.filter((option) => !excluded.has(option.id)).slice(0, limit);
  }, [results, excludedKey, limit]);
  // React Aria checks the box's text against the chosen item when focus leaves: keep it listed.
  const items = useMemo(
    () => (selected && !options.some((option) => option.id === selected.id) ? [selected, ...options] : options),
    [selected, options],
  );

  const onSelectionChange = (key: Key | null) => {
    const option = options.find((candidate) => candidate.id === key) ?? (key === selected?.id ? selected : undefined);
    if (!option) {
      if (selected) onSelect(null);
      return;
    }
    pickedLabel.current = option.label;
    setSearching(false);
    // Drop the answer: with no options, the box's new text cannot reopen the list.
    setQuery(null);
    setText(option.label);
    setShownSelection(option);
    onSelect(option);
  };

  const onInputChange = (value: string) => {
    setText(value);
    if (value === pickedLabel.current) return;
    pickedLabel.current = null;
    if (selected) onSelect(null);
    setShownSelection(null);
    setSearching(true);
    setQuery(value.trim());
  };

  const askForList = () => {
    setSearching(true);
    setQuery(selected ? '' : text.trim());
  };

  return (
    <ComboBox
      className={[fieldStyles.field, styles.picker, error ? fieldStyles.invalid : null].filter(Boolean).join(' ')}
      items={items}
      inputValue={text}
      onInputChange={onInputChange}
      selectedKey={selected?.id ?? null}
      onSelectionChange={onSelectionChange}
      // Typing, Arrow Down or a tap opens the list; focus alone does not (a dialog focuses its first
      // field on open, and an open list hides the rest of the dialog from screen readers).
      menuTrigger="input"
      onOpenChange={(isOpen, trigger) => {
        if (isOpen && trigger === 'manual') askForList();
      }}
      onBlur={() => setSearching(false)}
      allowsCustomValue
      isDisabled={disabled}
      isRequired={required}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className={fieldStyles.label}>
        {label}
        {required ? (
          <span className={fieldStyles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      <PickerInput placeholder={placeholder} onEscape={() => setSearching(false)} />
      <ListFollowsSearch options={options} searching={searching} />
      {searching && options.length === 0 && !disabled ? (
        <p className={styles.empty} role="status">
          {loading ? t('ui.searching') : t('ui.noMatches')}
        </p>
      ) : null}
      {hint ? (
        <Text slot="description" className={fieldStyles.hint}>
          {hint}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{error}</FieldError>
      <Popover className={styles.popover} offset={2} UNSTABLE_portalContainer={overlayContainer}>
        <ListBox<PickerOption> className={styles.list}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              <Text slot="label">{option.label}</Text>
              {option.hint ? (
                <Text slot="description" className={styles.hint}>
                  {option.hint}
                </Text>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** The text box; a tap or click opens the list, as on a phone a tap is how one starts. */
function PickerInput({ placeholder, onEscape }: { placeholder: string; onEscape: () => void }) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      className={fieldStyles.input}
      placeholder={placeholder}
      onClick={() => state?.open(null, 'manual')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
    />
  );
}

/**
 * Answers come after the debounce, when React Aria has already decided the list stays shut (it
 * opens on an edit only if options are there at that moment): open it when they arrive. And a
 * pick sets the box's text, which React Aria takes for typing: shut it again before it paints.
 */
function ListFollowsSearch({ options, searching }: { options: readonly PickerOption[]; searching: boolean }) {
  const state = useContext(ComboBoxStateContext);
  const isOpen = state?.isOpen ?? false;
  useEffect(() => {
    if (state && searching && state.isFocused && !state.isOpen && options.length > 0) state.open(null, 'input');
    // Only a new answer opens the list; the state object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, searching]);
  useLayoutEffect(() => {
    if (state && isOpen && !searching) state.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, searching]);
  return null;
}
