import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './button-styles';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  /** Shown in a pill after the label; undefined while loading shows a dash. */
  count: number | undefined;
}

/**
 * Where the arrow keys, Home and End move the focus in a tablist of `count` tabs (WAI-ARIA
 * tabs pattern: the arrows wrap around); undefined for any other key.
 */
export function tabIndexAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string) => `${id}-panel`;

/**
 * A row of pill tabs with counts. One tab is in the tab order at a time; the arrow keys, Home
 * and End move between tabs and select the one they land on. Pair it with `TabPanel` of the
 * same `id`.
 */
export function Tabs<T extends string>({
  id,
  label,
  items,
  selected,
  onSelect,
  className,
}: {
  id: string;
  /** The tablist's accessible name. */
  label: string;
  items: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect: (value: T) => void;
  className?: string;
}) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const next = tabIndexAfterKey(event.key, index, items.length);
    const item = next === undefined ? undefined : items[next];
    if (next === undefined || !item) return;
    event.preventDefault();
    onSelect(item.value);
    tabs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={cn('flex gap-2', className)}>
      {items.map((item, index) => {
        const isSelected = item.value === selected;
        return (
          <button
            key={item.value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(id, item.value)}
            aria-selected={isSelected}
            aria-controls={panelId(id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'flex h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
              focusRing,
              isSelected
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {item.label}
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs',
                isSelected ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
              )}
            >
              {item.count ?? '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The content of the selected tab of the `Tabs` with the same `id`. */
export function TabPanel({
  id,
  selected,
  className,
  children,
}: {
  id: string;
  selected: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={panelId(id)}
      role="tabpanel"
      aria-labelledby={tabId(id, selected)}
      className={className}
    >
      {children}
    </div>
  );
}
