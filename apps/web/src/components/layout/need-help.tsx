import { ChevronRight, Headset, MessageCircle, Phone, Send, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { CONTACT } from '../../config/site';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/session';
import { focusRing } from '../ui/button-styles';
import { useDismissable } from '../ui/use-dismissable';

const optionClasses = cn(
  'flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 text-left transition-colors hover:bg-slate-50',
  focusRing,
);

function HelpOption({ icon, title, detail }: { icon: ReactNode; title: string; detail: string }) {
  return (
    <>
      {icon}
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-slate-900">{title}</span>
        <span className="block text-xs text-slate-500">{detail}</span>
      </span>
      <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />
    </>
  );
}

function IconBadge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={cn('grid size-10 shrink-0 place-items-center rounded-full', className)}>
      {children}
    </span>
  );
}

/**
 * The floating Need Help? button of spec section 1: WhatsApp chat, Call Us, Send Message. It is a
 * round icon button below `lg` and once the page has scrolled, so it hides as little as it can;
 * the footer leaves room below the last line for it (decisions/061-phone-search-page.md).
 */
export function NeedHelp() {
  const { t } = useT();
  const besideMessages = useCurrentUser() !== null;
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstOptionRef = useRef<HTMLAnchorElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (isOpen) firstOptionRef.current?.focus();
  }, [isOpen]);
  useDismissable({ isOpen, close, rootRef, buttonRef });

  // On a phone the button sits in the top bar's free space, left of the heart and the menu, and
  // opens downwards: a floating button at the foot of a phone screen always lies over something
  // (a card's mileage, a heading). From `sm` up it floats at the bottom right as a round icon
  // button inside the page's right gutter (the container's 3rem padding), so it never lies over a
  // card's text or controls at any width (issue 38: the labelled pill covered the third card's
  // price at 1366×768). A signed-in user's top bar has the messages button too, one button
  // further left.
  return (
    <div
      ref={rootRef}
      className={cn(
        'fixed top-2.5 z-50 sm:top-auto sm:right-1 sm:bottom-4',
        besideMessages ? 'right-[10.5rem]' : 'right-[7.5rem]',
      )}
    >
      {isOpen && (
        <div
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className="absolute top-full -right-[6.5rem] mt-3 w-[min(20rem,calc(100vw-2rem))] sm:top-auto sm:right-0 sm:bottom-full sm:mt-0 sm:mb-3 rounded-2xl border border-slate-200 bg-white p-2 shadow-(--shadow-float)"
        >
          <div className="flex items-start justify-between gap-2 px-3 pt-2 pb-3">
            <div>
              <h2 id={titleId} className="text-base font-bold text-slate-900">
                {t('How can we help?')}
              </h2>
              <p className="text-xs text-slate-500">
                {t('Choose how you would like to reach us.')}
              </p>
            </div>
            <button
              type="button"
              aria-label={t('Close help')}
              onClick={() => {
                close();
                buttonRef.current?.focus();
              }}
              className={cn(
                'grid size-9 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100',
                focusRing,
              )}
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <ul className="space-y-1">
            <li>
              <a
                ref={firstOptionRef}
                href={CONTACT.whatsappHref}
                target="_blank"
                rel="noopener noreferrer"
                onClick={close}
                className={optionClasses}
              >
                <HelpOption
                  icon={
                    <IconBadge className="bg-emerald-50 text-emerald-700">
                      <MessageCircle aria-hidden className="size-5" />
                    </IconBadge>
                  }
                  title={t('WhatsApp chat')}
                  detail={t('Opens WhatsApp in a new tab')}
                />
              </a>
            </li>
            <li>
              <a href={CONTACT.phoneHref} onClick={close} className={optionClasses}>
                <HelpOption
                  icon={
                    <IconBadge className="bg-brand-50 text-brand-700">
                      <Phone aria-hidden className="size-5" />
                    </IconBadge>
                  }
                  title={t('Call Us')}
                  detail={CONTACT.phoneDisplay}
                />
              </a>
            </li>
            <li>
              <Link to={paths.contact} onClick={close} className={optionClasses}>
                <HelpOption
                  icon={
                    <IconBadge className="bg-accent-100 text-accent-600">
                      <Send aria-hidden className="size-5" />
                    </IconBadge>
                  }
                  title={t('Send Message')}
                  detail={t('Write to us from the contact page')}
                />
              </Link>
            </li>
          </ul>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className={cn(
          'inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white shadow-(--shadow-float) transition-colors hover:bg-brand-800',
          focusRing,
        )}
      >
        <Headset aria-hidden className="size-5" />
        {/* Hidden from sight, never from the accessibility tree: the button keeps its name. */}
        <span className="sr-only">{t('Need Help?')}</span>
      </button>
    </div>
  );
}
