import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { msg } from '@carmarket/shared/i18n/translate';
import type { ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button-styles';
import { CONTACT } from '../../../config/site';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

const HOURS = [
  [msg('Monday to Friday'), msg('8.30 am – 6.00 pm')],
  [msg('Saturday'), msg('9.00 am – 2.00 pm')],
  [msg('Sunday and public holidays'), msg('Closed')],
] as const;

const linkClasses = cn(
  'rounded font-medium text-brand-700 hover:text-brand-900 hover:underline',
  focusRing,
);

function Detail({
  Icon,
  title,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 text-sm leading-relaxed text-slate-700">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}

export function ContactDetails() {
  const { t } = useT();
  return (
    <address className="space-y-6 not-italic">
      <Detail Icon={MapPin} title={t('Visit us')}>
        {CONTACT.addressLines.map((line) => (
          <span key={line} className="block">
            {t(line)}
          </span>
        ))}
      </Detail>
      <Detail Icon={Phone} title={t('Call us')}>
        <a href={CONTACT.phoneHref} className={linkClasses}>
          {CONTACT.phoneDisplay}
        </a>
      </Detail>
      <Detail Icon={Mail} title={t('Email us')}>
        <a href={`mailto:${CONTACT.email}`} className={cn(linkClasses, 'break-all')}>
          {CONTACT.email}
        </a>
      </Detail>
      <Detail Icon={Clock} title={t('Opening hours')}>
        <dl className="space-y-2">
          {HOURS.map(([days, hours]) => (
            <div key={days}>
              <dt>{t(days)}</dt>
              <dd className="font-medium text-slate-900">{t(hours)}</dd>
            </div>
          ))}
        </dl>
      </Detail>
    </address>
  );
}
