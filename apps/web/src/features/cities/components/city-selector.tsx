import { ALL_CITIES } from '@carmarket/shared/all-cities';
import { ChevronDown, MapPin } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { lazyModule } from '../../../lib/lazy-module';
import { useCities } from '../api/get-cities';
import { useSelectedCityId } from '../hooks/use-selected-city-id';

/** The open list, fetched once the page has rendered (decision 091): only the button is on it. */
const cityList = lazyModule(() => import('./city-list'));

interface CitySelectorProps {
  /** Stretch the button and list to the container (used in the mobile menu). */
  fullWidth?: boolean;
}

/**
 * A select-only listbox: the button opens the list, focus moves to the list and
 * `aria-activedescendant` tracks the highlighted option, as in the WAI-ARIA listbox pattern.
 */
export function CitySelector({ fullWidth = false }: CitySelectorProps) {
  const { t } = useT();
  const { data: cities } = useCities();
  const [cityId, setCityId] = useSelectedCityId();
  const options = useMemo(() => [ALL_CITIES, ...(cities ?? [])], [cities]);
  const selected = options.find((option) => option.id === cityId) ?? ALL_CITIES;

  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  useEffect(() => {
    void cityList.load().catch(() => {
      // Offline: the list is fetched again when someone opens it.
    });
  }, []);

  async function open() {
    setActiveIndex(Math.max(0, options.indexOf(selected)));
    await cityList.load();
    setIsOpen(true);
  }

  const close = useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  function choose(index: number) {
    const option = options[index];
    if (option) setCityId(option.id);
    close({ returnFocus: true });
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void open();
    }
  }

  const CityList = isOpen ? cityList.current()?.CityList : undefined;
  return (
    <div ref={rootRef} className={cn('relative', fullWidth && 'w-full')}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('Choose city: {city}', { city: t(selected.name) })}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listboxId : undefined}
        onClick={() => (isOpen ? close({ returnFocus: false }) : void open())}
        onKeyDown={onButtonKeyDown}
        className={cn(
          'inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-700 transition-colors hover:border-slate-300 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
          fullWidth && 'w-full justify-between',
        )}
      >
        <span className="flex min-w-0 items-center gap-2">
          <MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />
          <span className={cn('truncate', !fullWidth && 'max-w-[9rem]')}>{t(selected.name)}</span>
        </span>
        <ChevronDown
          aria-hidden
          className={cn(
            'size-4 shrink-0 text-slate-500 transition-transform',
            isOpen && 'rotate-180',
          )}
        />
      </button>

      {CityList && (
        <CityList
          options={options}
          selectedId={selected.id}
          activeIndex={activeIndex}
          setActiveIndex={setActiveIndex}
          choose={choose}
          close={close}
          listboxId={listboxId}
          optionId={optionId}
          fullWidth={fullWidth}
          rootRef={rootRef}
        />
      )}
    </div>
  );
}
