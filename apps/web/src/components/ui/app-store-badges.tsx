import { msg } from '@carmarket/shared/i18n/translate';
import { useT } from '../../lib/i18n';
import { AppleIcon, GooglePlayIcon } from './brand-icons';

const BADGES = [
  { Icon: AppleIcon, overline: msg('Download on the'), store: 'App Store' },
  { Icon: GooglePlayIcon, overline: msg('Get it on'), store: 'Google Play' },
] as const;

/**
 * The mobile apps are not published yet (the spec's download buttons have no links), so the
 * badges are drawn as plain elements with a "coming soon" note instead of dead links.
 */
export function AppStoreBadges() {
  const { t } = useT();
  return (
    <div>
      <ul className="flex flex-wrap gap-3">
        {BADGES.map(({ Icon, overline, store }) => (
          <li
            key={store}
            className="flex h-12 w-[10.5rem] items-center gap-2.5 rounded-xl border border-white/15 bg-black px-3.5 whitespace-nowrap text-white"
          >
            <Icon className="size-6 shrink-0" />
            <span className="flex flex-col leading-tight">
              <span className="text-[0.65rem] tracking-wide text-white/80">{t(overline)}</span>
              <span className="text-[0.95rem] font-semibold">{store}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-400">{t('Our mobile apps are coming soon.')}</p>
    </div>
  );
}
