import { useT } from '../../lib/i18n';
import { SocialIcons } from '../ui/social-icons';

/**
 * Spec section 2: a social rail on medium and larger screens, at the left edge. A labelled
 * complementary landmark, so nothing on the page sits outside one (axe `region`).
 */
export function SocialRail() {
  const { t } = useT();
  return (
    <aside
      aria-label={t('CarMarket on social media')}
      className="fixed top-1/2 left-0 z-30 hidden -translate-y-1/2 rounded-r-2xl border border-l-0 border-slate-200 bg-white/95 p-1 shadow-(--shadow-card) md:block"
    >
      <SocialIcons orientation="vertical" tileClassName="size-9 text-slate-500" />
    </aside>
  );
}
