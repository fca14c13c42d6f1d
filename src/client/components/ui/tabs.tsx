import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string | number> {
  id: T;
  label: ReactNode;
}

export interface TabsProps<T extends string | number> {
  /** What the tabs choose between, read out by screen readers ("League views", "Groups"). */
  label: string;
  items: readonly TabItem<T>[];
  selected: T | undefined;
  onSelect: (id: T) => void;
  /** Unique per tab list on the page; ties the tabs to their panel. */
  idPrefix: string;
  variant?: 'bar' | 'pills';
}

export const tabId = (idPrefix: string, id: string | number): string => `${idPrefix}-tab-${id}`;
export const panelId = (idPrefix: string): string => `${idPrefix}-panel`;

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home/End jump to the ends,
 * only the selected tab is in the Tab order. One panel follows the selection.
 */
export function Tabs<T extends string | number>({
  label,
  items,
  selected,
  onSelect,
  idPrefix,
  variant = 'bar',
}: TabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const nextIndex = moves[event.key];
    const next = nextIndex === undefined ? undefined : items[nextIndex];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  }

  return (
    <div className={`${styles.tabs} ${styles[variant]}`} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const isSelected = index === selectedIndex;
        return (
          <button
            key={item.id}
            ref={(element) => {
              if (element) buttons.current.set(item.id, element);
              else buttons.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix)}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  idPrefix: string;
  selected: string | number | undefined;
  children: ReactNode;
  className?: string;
}

export function TabPanel({ idPrefix, selected, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix)}
      aria-labelledby={selected === undefined ? undefined : tabId(idPrefix, selected)}
      tabIndex={0}
      className={[styles.panel, className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
