import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from './brand-icons';

const NETWORKS = [
  { name: 'X', Icon: XIcon },
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'LinkedIn', Icon: LinkedInIcon },
] as const;

interface SocialIconsProps {
  orientation?: 'horizontal' | 'vertical';
  /** Classes for each icon tile (colours differ between the dark footer and the light rail). */
  tileClassName: string;
}

/**
 * The spec's social icons have no real profiles behind them, so they are shown as named,
 * non-interactive marks rather than links that go nowhere.
 */
export function SocialIcons({ orientation = 'horizontal', tileClassName }: SocialIconsProps) {
  const { t } = useT();
  return (
    <ul
      aria-label={t('CarMarket social channels (coming soon)')}
      className={cn('flex gap-2', orientation === 'vertical' && 'flex-col')}
    >
      {NETWORKS.map(({ name, Icon }) => (
        <li
          key={name}
          title={t('{network} (coming soon)', { network: name })}
          className={cn('grid place-items-center rounded-full', tileClassName)}
        >
          <Icon className="size-4" />
          <span className="sr-only">{name}</span>
        </li>
      ))}
    </ul>
  );
}
