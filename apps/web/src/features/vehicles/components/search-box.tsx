import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { inputStyles } from '../../../components/ui/input-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { lazyModule } from '../../../lib/lazy-module';
import { whenIdle } from '../../../lib/when-idle';
import { useTypedText } from '../hooks/use-typed-text';
import type { SearchState } from '../search-state';
import type { ListboxState } from './search-suggestions';

/**
 * The suggestions list and its keys, fetched once the page is idle (or when the box is focused
 * first): the page's first load carries only the box (first-load-budget.test.ts).
 */
const searchSuggestions = lazyModule(() => import('./search-suggestions'));

const COLLAPSED: ListboxState = { expanded: false, activeId: undefined };

interface SearchBoxProps {
  /** The words the address holds. */
  q: string;
  /** The buyer typed: the box already shows `text`, the search follows. */
  onType: (text: string) => void;
  /** A suggestion was chosen: the search's change; the box empties itself. */
  onChoose: (change: Partial<SearchState>) => void;
}

/**
 * Buy Car's search box, a combobox (WAI-ARIA 1.2) that offers makes, models, cities and fuel
 * types as the buyer types. The server draws it collapsed, and it hydrates so; without
 * JavaScript it is a plain field of the search form.
 */
export function SearchBox({ q, onType, onChoose }: SearchBoxProps) {
  const { t } = useT();
  const id = useId();
  const listId = `${id}-suggestions`;
  const input = useRef<HTMLInputElement>(null);
  // The text box answers every key at once; the address bar and the search follow.
  const [text, setText] = useTypedText(q, () => q);

  const [suggestions, setSuggestions] = useState(searchSuggestions.current);
  // Offline, the module is asked for again each time the box is focused.
  const loadSuggestions = () => void searchSuggestions.load().then(setSuggestions, () => undefined);
  useEffect(() => whenIdle(loadSuggestions), []);
  const [listbox, setListbox] = useState(COLLAPSED);

  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {t('Search cars')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
      />
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={listbox.expanded}
        aria-activedescendant={listbox.activeId}
        autoComplete="off"
        value={text}
        maxLength={100}
        placeholder={t('Search by make, model, or keyword...')}
        onFocus={loadSuggestions}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value, value);
          onType(value);
        }}
        // The spec's placeholder shows whole from 390 px up: the search has a row of its own
        // below `xl` (the Filters button and the sort share the next one), and on a phone the
        // placeholder is a size smaller than typed text, which stays 16 px so iOS does not
        // zoom.
        className={cn(inputStyles, 'h-12 pl-11 text-ellipsis max-sm:placeholder:text-sm')}
      />
      {suggestions && (
        <suggestions.SearchSuggestions
          input={input}
          text={text}
          listId={listId}
          onListboxChange={setListbox}
          onChoose={(change) => {
            setText('', '');
            onChoose(change);
          }}
        />
      )}
    </div>
  );
}
