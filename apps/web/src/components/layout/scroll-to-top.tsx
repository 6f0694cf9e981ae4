import { ArrowUp } from 'lucide-react';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '../../config/site';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { preferredScrollBehavior } from '../../lib/motion';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { focusRing } from '../ui/button-styles';

/** Appears once the page has scrolled more than 200 px (spec section 9). */
export function ScrollToTop() {
  const { t } = useT();
  const isVisible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  if (!isVisible) return null;

  function scrollToTop() {
    window.scrollTo({ top: 0, behavior: preferredScrollBehavior() });
    // The button disappears at the top; keep keyboard users at the start of the page.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }

  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label={t('Back to top')}
      title={t('Back to top')}
      className={cn(
        'fixed right-4 bottom-4 z-40 grid size-12 place-items-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-(--shadow-float) transition-colors hover:bg-slate-50 hover:text-brand-700 sm:right-1 sm:size-11 sm:bottom-[4.25rem]',
        focusRing,
      )}
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
