import { formatListingPrice } from '@carmarket/shared/format';
import { msg } from '@carmarket/shared/i18n/translate';
import { Share2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useDismissable } from '../../../components/ui/use-dismissable';
import { carDetail } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { lazyModule } from '../../../lib/lazy-module';

type ShareableCar = Parameters<typeof carDetail>[0] & { title: string; price: number };

export const LINK_COPIED = msg('Link copied');
export const LINK_NOT_COPIED = msg(
  'Your browser did not let us copy the link. Copy it from the field.',
);

/**
 * The menu the button discloses where there is no share sheet: closed on the first screen, so
 * fetched once the page is up (a click before it arrives opens it when it does).
 */
const shareMenu = lazyModule(() => import('./share-menu'));

export type ShareContent = ReturnType<typeof shareContent>;

/** What a share carries: the ad's canonical absolute address, its title, and title and price. */
export function shareContent(car: ShareableCar, origin: string) {
  const url = origin + carDetail(car);
  const text = `${car.title} – ${formatListingPrice(car.price)}`;
  return {
    url,
    title: car.title,
    text,
    whatsappHref: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    facebookHref: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}

/** A phone's own share sheet, where there is one and the screen is touched. */
function canUseShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * The detail page's Share button (issue 17, decision 092). On a phone with the Web Share API it
 * opens the phone's share sheet; elsewhere it discloses WhatsApp, Facebook and Copy link.
 */
export function ShareListing({ car }: { car: ShareableCar }) {
  const { t } = useT();
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const [showLinkField, setShowLinkField] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [menu, setMenu] = useState(shareMenu.current);
  useEffect(() => {
    if (!menu) shareMenu.load().then(setMenu, () => undefined);
  }, [menu]);
  // The address is the browser's own: read when it is shared, never while the server renders.
  const contentNow = () => shareContent(car, window.location.origin);
  const content = isOpen && menu ? contentNow() : null;

  useDismissable({ isOpen, close, rootRef, buttonRef });

  const onButtonClick = async () => {
    // Offline as the page came up: the menu is asked for again.
    if (!menu) shareMenu.load().then(setMenu, () => undefined);
    if (!canUseShareSheet()) {
      setIsOpen((open) => !open);
      return;
    }
    const content = contentNow();
    try {
      await navigator.share({ url: content.url, title: content.title, text: content.text });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setIsOpen(true);
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(contentNow().url);
      toast.success(t(LINK_COPIED));
      setIsOpen(false);
      buttonRef.current?.focus();
    } catch {
      toast.error(t(LINK_NOT_COPIED));
      // The menu selects the field's link as it shows it.
      setShowLinkField(true);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={content ? panelId : undefined}
        onClick={() => void onButtonClick()}
        className={buttonStyles({
          variant: 'secondary',
          size: 'lg',
          // A longer Sinhala or Tamil label wraps inside the button, in the seller's panel.
          className: 'h-auto min-h-12 w-full py-2 text-center whitespace-normal',
        })}
      >
        <Share2 aria-hidden className="size-5" />
        {t('Share')}
      </button>
      {content && menu && (
        <menu.ShareMenu
          id={panelId}
          content={content}
          close={close}
          copyLink={() => void copyLink()}
          showLinkField={showLinkField}
        />
      )}
    </div>
  );
}
