import { Link2, MessageCircle } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import type { ShareContent } from './share-listing';

/**
 * The Share button's menu (share-listing.tsx): WhatsApp, Facebook and Copy link. Closed on the
 * first screen, so it is fetched once the car page is up rather than with it.
 */

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

/** The open menu, under the Share button. */
export function ShareMenu({
  id,
  content,
  close,
  copyLink,
  showLinkField,
}: {
  id: string;
  content: ShareContent;
  close: () => void;
  copyLink: () => void;
  /** The link in a field to copy by hand, once the browser refused to copy it. */
  showLinkField: boolean;
}) {
  const { t } = useT();
  const linkFieldRef = useRef<HTMLInputElement>(null);
  const linkFieldId = useId();

  useEffect(() => {
    if (showLinkField) linkFieldRef.current?.select();
  }, [showLinkField]);

  return (
    <div
      id={id}
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
          <button type="button" onClick={copyLink} className={optionClasses}>
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
  );
}
