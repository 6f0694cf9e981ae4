import { formatListingPrice } from '@carmarket/shared/format';
import { msg } from '@carmarket/shared/i18n/translate';
import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { useDismissable } from '../../../components/ui/use-dismissable';
import { carDetail } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

type ShareableCar = Parameters<typeof carDetail>[0] & { title: string; price: number };

export const LINK_COPIED = msg('Link copied');
export const LINK_NOT_COPIED = msg(
  'Your browser did not let us copy the link. Copy it from the field.',
);

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

/** Facebook's "f" (lucide has no brand marks). */
function FacebookMark({ className }: { className: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="currentColor" className={className}>
      <path d="M14 8.5V6.8c0-.8.5-1.3 1.4-1.3H17V2.2A20 20 0 0 0 14.6 2C12.1 2 10.5 3.5 10.5 6.3v2.2H8v3.7h2.5V22H14v-9.8h2.8l.5-3.7H14Z" />
    </svg>
  );
}

const optionClasses = cn(
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-50',
  focusRing,
);

function OptionIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={cn('grid size-9 shrink-0 place-items-center rounded-full', className)}>
      {children}
    </span>
  );
}

/** One of the menu's sites (WhatsApp, Facebook): a link that opens it in a new tab. */
function ShareOnSite(props: {
  href: string;
  onClick: () => void;
  iconClassName: string;
  icon: ReactNode;
  name: string;
}) {
  return (
    <li>
      <a
        href={props.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={props.onClick}
        className={optionClasses}
      >
        <OptionIcon className={props.iconClassName}>{props.icon}</OptionIcon>
        {props.name}
      </a>
    </li>
  );
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
  const linkFieldRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const linkFieldId = useId();
  // The address is the browser's own: read when it is shared, never while the server renders.
  const contentNow = () => shareContent(car, window.location.origin);
  const content = isOpen ? contentNow() : null;

  useDismissable({ isOpen, close, rootRef, buttonRef });

  useEffect(() => {
    if (showLinkField && isOpen) linkFieldRef.current?.select();
  }, [showLinkField, isOpen]);

  const onButtonClick = async () => {
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
      setShowLinkField(true);
      linkFieldRef.current?.select();
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
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
      {content && (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full z-30 mt-2 rounded-2xl border border-slate-200 bg-white p-2 shadow-(--shadow-float)"
        >
          <ul aria-label={t('Share this car')} className="space-y-1">
            <ShareOnSite
              href={content.whatsappHref}
              onClick={close}
              iconClassName="bg-emerald-50 text-emerald-700"
              icon={<MessageCircle aria-hidden className="size-5" />}
              name="WhatsApp"
            />
            <ShareOnSite
              href={content.facebookHref}
              onClick={close}
              iconClassName="bg-blue-50 text-blue-700"
              icon={<FacebookMark className="size-5" />}
              name="Facebook"
            />
            <li>
              <button type="button" onClick={() => void copyLink()} className={optionClasses}>
                <OptionIcon className="bg-slate-100 text-slate-700">
                  <Link2 aria-hidden className="size-5" />
                </OptionIcon>
                {t('Copy link')}
              </button>
            </li>
          </ul>
          {showLinkField && (
            <div className="px-3 pt-2 pb-1">
              <label htmlFor={linkFieldId} className="block text-xs font-medium text-slate-600">
                {t('Link to this car')}
              </label>
              <input
                ref={linkFieldRef}
                id={linkFieldId}
                readOnly
                value={content.url}
                onFocus={(event) => event.currentTarget.select()}
                className={cn(
                  'mt-1 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900',
                  focusRing,
                )}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
