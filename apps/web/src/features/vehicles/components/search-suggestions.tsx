import type { Suggestion, SuggestionKind } from '@carmarket/shared/vehicle-suggest';
import { CalendarDays, CarFront, Fuel, MapPin, type LucideIcon } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useSuggestVehicles } from '../api/suggest-vehicles';
import type { SearchState } from '../search-state';
import { searchOfSuggestion } from '../suggestion-search';

/** What the search box says of its list (aria-expanded, aria-activedescendant). */
export interface ListboxState {
  expanded: boolean;
  activeId: string | undefined;
}

export interface SearchSuggestionsProps {
  /** The search box the list belongs to: its keys, typing and focus drive the list. */
  input: RefObject<HTMLInputElement | null>;
  /** The text in the box. */
  text: string;
  /** The list's id, which the box names in aria-controls. */
  listId: string;
  onListboxChange: (state: ListboxState) => void;
  /** A suggestion was chosen: the search's change (its filters, no text). */
  onChoose: (change: Partial<SearchState>) => void;
}

const KIND_ICONS = {
  make: CarFront,
  model: CarFront,
  modelYear: CalendarDays,
  city: MapPin,
  fuelType: Fuel,
} as const satisfies Record<SuggestionKind, LucideIcon>;

/**
 * The search box's suggestions, a WAI-ARIA 1.2 combobox's listbox popup: focus stays in the box,
 * arrow keys move the active option (aria-activedescendant), Enter chooses it, Escape closes the
 * list (a second Escape clears the box, as a search box does), Tab leaves. Loaded after the
 * first screen (car-search.tsx), so the box listens to its own element here.
 */
export function SearchSuggestions({
  input,
  text,
  listId,
  onListboxChange,
  onChoose,
}: SearchSuggestionsProps) {
  const { t } = useT();
  // Whether the buyer wants the list: typing opens it; a choice, Enter, Escape and leaving the
  // box close it. It shows when there is something to offer; words that came with the address
  // ask for nothing until the buyer turns to the box.
  const [open, setOpen] = useState(() => document.activeElement === input.current);
  const { suggestions, error } = useSuggestVehicles(text, { wanted: open });
  useEffect(() => {
    if (error) console.warn('Suggestions failed:', error.message);
  }, [error]);
  // The active option of the list it was picked in: a newer list starts with none.
  const [active, setActive] = useState({ index: -1, of: suggestions });
  // Typing opens the list, with no option active until an arrow key picks one. Read from the
  // text as the page draws it, not from the box's own input event: a render between that event
  // and React's change handler would put the box's previous text back and lose the letter.
  const [typed, setTyped] = useState(text);
  if (typed !== text) {
    setTyped(text);
    if (document.activeElement === input.current) setOpen(true);
    setActive({ index: -1, of: suggestions });
  }
  const activeIndex = active.of === suggestions ? active.index : -1;
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  // In the same commit as the list: the box never says "collapsed" beside an open list, not
  // even for the moment a passive effect would wait (a screen reader can read in between).
  useLayoutEffect(
    () => onListboxChange({ expanded, activeId }),
    [expanded, activeId, onListboxChange],
  );
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  // How the last option was pressed: a tap also puts the phone's keyboard away.
  const pointerType = useRef('');
  function choose(suggestion: Suggestion) {
    setOpen(false);
    onChoose(searchOfSuggestion(suggestion.filter));
    if (pointerType.current === 'touch') input.current?.blur();
  }

  function onKeyDown(event: KeyboardEvent) {
    const last = suggestions.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setOpen(true);
      setActive({ index, of: suggestions });
    };
    switch (event.key) {
      case 'ArrowDown':
        // A closed list with nothing to offer yet opens, and shows when the answer comes.
        if (last < 0 || event.altKey) return move(activeIndex);
        return move(expanded && activeIndex < last ? activeIndex + 1 : 0);
      case 'ArrowUp':
        if (last < 0) return move(-1);
        return move(expanded && activeIndex > 0 ? activeIndex - 1 : last);
      case 'Enter': {
        const chosen = expanded ? suggestions[activeIndex] : undefined;
        setOpen(false);
        // Without an active option Enter searches the text, as it always has.
        if (!chosen) return;
        event.preventDefault();
        pointerType.current = '';
        return choose(chosen);
      }
      case 'Escape':
        // The first Escape only closes the list; the browser's own (clearing the box) waits
        // for the next.
        if (!expanded) return;
        event.preventDefault();
        return setOpen(false);
    }
  }
  // The box's listeners read this render's list.
  const keys = useRef(onKeyDown);
  useEffect(() => {
    keys.current = onKeyDown;
  });
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onKey = (event: KeyboardEvent) => keys.current(event);
    const onLeft = () => setOpen(false);
    box.addEventListener('keydown', onKey);
    box.addEventListener('blur', onLeft);
    return () => {
      box.removeEventListener('keydown', onKey);
      box.removeEventListener('blur', onLeft);
    };
  }, [input]);

  return (
    <>
      {/* Inline, so the page's text reads the same once it is here (a block adds a line). */}
      <span role="status" className="sr-only">
        {expanded
          ? t('{count, plural, one {# suggestion} other {# suggestions}}', {
              count: suggestions.length,
            })
          : ''}
      </span>
      {expanded && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('Suggestions')}
          // A press on the list keeps focus in the box, so the box does not close the list
          // before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onPointerDown={(event) => (pointerType.current = event.pointerType)}
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(26rem,55dvh)] overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-1.5 shadow-(--shadow-float)"
        >
          {suggestions.map((suggestion, index) => {
            const Icon = KIND_ICONS[suggestion.kind];
            return (
              <li
                key={`${suggestion.kind} ${suggestion.label}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                aria-label={t('{name}, {count, plural, one {# car} other {# cars}}', {
                  name: suggestion.label,
                  count: suggestion.count,
                })}
                onClick={() => choose(suggestion)}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-slate-800 hover:bg-slate-50 sm:min-h-11',
                  index === activeIndex && 'bg-brand-50 text-brand-900 hover:bg-brand-50',
                )}
              >
                <Icon aria-hidden className="size-4 shrink-0 text-slate-500" />
                {/* A make stands above its models, which follow it in the list. */}
                <span
                  className={cn(
                    'min-w-0 flex-1 break-words',
                    suggestion.kind === 'make' ? 'font-semibold' : 'font-medium',
                  )}
                >
                  {suggestion.label}
                </span>
                <span className="shrink-0 text-sm whitespace-nowrap text-slate-600 tabular-nums">
                  {t('{count, plural, one {# car} other {# cars}}', { count: suggestion.count })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
