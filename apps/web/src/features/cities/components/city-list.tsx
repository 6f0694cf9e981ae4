import type { IdName } from '@carmarket/shared/reference';
import { Check } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

export interface CityListProps {
  options: IdName[];
  selectedId: number;
  activeIndex: number;
  setActiveIndex: (update: number | ((index: number) => number)) => void;
  /** Chooses the option at `index` and closes the list. */
  choose: (index: number) => void;
  close: (options: { returnFocus: boolean }) => void;
  listboxId: string;
  optionId: (index: number) => string;
  fullWidth: boolean;
  /** The selector's root: a press outside it closes the list. */
  rootRef: RefObject<HTMLDivElement | null>;
}

/**
 * The open list of the city selector, loaded after the first screen (decision 091): the button
 * is on every page, the list only once someone opens it. Focus moves into it and
 * `aria-activedescendant` tracks the highlighted option (the WAI-ARIA listbox pattern).
 */
export function CityList(props: CityListProps) {
  const { options, selectedId, activeIndex, setActiveIndex, choose, close, listboxId, optionId } =
    props;
  const { t } = useT();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    listRef.current?.focus();
  }, []);

  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, optionId]);

  const { rootRef } = props;
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close({ returnFocus: false });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [rootRef, close]);

  function jumpToLetter(letter: string) {
    const lower = letter.toLowerCase();
    const order = options.map((_, offset) => (activeIndex + 1 + offset) % options.length);
    const match = order.find((index) =>
      t(options[index]?.name ?? '')
        .toLowerCase()
        .startsWith(lower),
    );
    if (match !== undefined) setActiveIndex(match);
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex((index) => Math.min(index + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((index) => Math.max(index - 1, 0));
        break;
      case 'Home':
        event.preventDefault();
        setActiveIndex(0);
        break;
      case 'End':
        event.preventDefault();
        setActiveIndex(last);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(activeIndex);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close({ returnFocus: true });
        break;
      case 'Tab':
        close({ returnFocus: false });
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) jumpToLetter(event.key);
    }
  }

  return (
    <ul
      ref={listRef}
      id={listboxId}
      role="listbox"
      aria-label={t('Cities')}
      // In the tab order while open, so a keyboard can always reach (and scroll) the list.
      tabIndex={0}
      aria-activedescendant={optionId(activeIndex)}
      onKeyDown={onKeyDown}
      className={cn(
        'absolute top-full left-0 z-50 mt-2 max-h-60 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-1.5 shadow-(--shadow-float) focus:outline-none',
        props.fullWidth ? 'w-full' : 'w-64',
      )}
    >
      {options.map((option, index) => {
        const isSelected = option.id === selectedId;
        return (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={isSelected}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActiveIndex(index)}
            onClick={() => choose(index)}
            className={cn(
              'flex min-h-11 sm:min-h-10 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 text-sm text-slate-700',
              index === activeIndex && 'bg-brand-50 text-brand-900',
              isSelected && 'font-semibold',
            )}
          >
            <span className="truncate">{t(option.name)}</span>
            {isSelected && <Check aria-hidden className="size-4 shrink-0 text-brand-700" />}
          </li>
        );
      })}
    </ul>
  );
}
