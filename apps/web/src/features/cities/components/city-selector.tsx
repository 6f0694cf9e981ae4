import { ALL_CITIES } from '@carmarket/shared/all-cities';
import { Check, ChevronDown, MapPin } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';
import { useCities } from '../api/get-cities';
import { useSelectedCityId } from '../hooks/use-selected-city-id';

interface CitySelectorProps {
  /** Stretch the button and list to the container (used in the mobile menu). */
  fullWidth?: boolean;
}

/**
 * A select-only listbox: the button opens the list, focus moves to the list and
 * `aria-activedescendant` tracks the highlighted option, as in the WAI-ARIA listbox pattern.
 */
export function CitySelector({ fullWidth = false }: CitySelectorProps) {
  const { data: cities } = useCities();
  const [cityId, setCityId] = useSelectedCityId();
  const options = useMemo(() => [ALL_CITIES, ...(cities ?? [])], [cities]);
  const selected = options.find((option) => option.id === cityId) ?? ALL_CITIES;

  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (isOpen) listRef.current?.focus();
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [isOpen, activeIndex, id]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  function open() {
    setActiveIndex(Math.max(0, options.indexOf(selected)));
    setIsOpen(true);
  }

  function close({ returnFocus }: { returnFocus: boolean }) {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(index: number) {
    const option = options[index];
    if (option) setCityId(option.id);
    close({ returnFocus: true });
  }

  function jumpToLetter(letter: string) {
    const lower = letter.toLowerCase();
    const order = options.map((_, offset) => (activeIndex + 1 + offset) % options.length);
    const match = order.find((index) => options[index]?.name.toLowerCase().startsWith(lower));
    if (match !== undefined) setActiveIndex(match);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open();
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
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
    <div ref={rootRef} className={cn('relative', fullWidth && 'w-full')}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Choose city: ${selected.name}`}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listboxId : undefined}
        onClick={() => (isOpen ? close({ returnFocus: false }) : open())}
        onKeyDown={onButtonKeyDown}
        className={cn(
          'inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-700 transition-colors hover:border-slate-300 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
          fullWidth && 'w-full justify-between',
        )}
      >
        <span className="flex min-w-0 items-center gap-2">
          <MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />
          <span className={cn('truncate', !fullWidth && 'max-w-[9rem]')}>{selected.name}</span>
        </span>
        <ChevronDown
          aria-hidden
          className={cn(
            'size-4 shrink-0 text-slate-500 transition-transform',
            isOpen && 'rotate-180',
          )}
        />
      </button>

      {isOpen && (
        <ul
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label="Cities"
          // In the tab order while open, so a keyboard can always reach (and scroll) the list.
          tabIndex={0}
          aria-activedescendant={optionId(activeIndex)}
          onKeyDown={onListKeyDown}
          className={cn(
            'absolute top-full left-0 z-50 mt-2 max-h-60 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-1.5 shadow-(--shadow-float) focus:outline-none',
            fullWidth ? 'w-full' : 'w-64',
          )}
        >
          {options.map((option, index) => {
            const isSelected = option.id === selected.id;
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
                <span className="truncate">{option.name}</span>
                {isSelected && <Check aria-hidden className="size-4 shrink-0 text-brand-700" />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
