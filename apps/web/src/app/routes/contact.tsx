import { CONTACT_SUBJECT_IDS, type ContactSubject } from '@carmarket/shared/contact';
import { useSearchParams } from 'react-router';
import { containerClasses } from '../../components/layout/page-container';
import { PageHero } from '../../components/layout/page-hero';
import { SectionHeading } from '../../components/ui/section-heading';
import { CONTACT_SUBJECT_PARAM } from '../../config/paths';
import { ContactDetails } from '../../features/contact/components/contact-details';
import { ContactFaq } from '../../features/contact/components/contact-faq';
import { ContactForm } from '../../features/contact/components/contact-form';
import { OfficeMap } from '../../features/contact/components/office-map';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

function isContactSubject(value: string | null): value is ContactSubject {
  return CONTACT_SUBJECT_IDS.some((subject) => subject === value);
}

export function ContactRoute() {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(CONTACT_SUBJECT_PARAM);
  const subject: ContactSubject = isContactSubject(requested) ? requested : 'general';

  return (
    <>
      <PageHero
        eyebrow={t('Contact Us')}
        title={t('We are here to help')}
        intro={t(
          'Questions about a listing, your account, finance or a package? Send us a message and our team will get back to you within one business day.',
        )}
      />

      <div
        className={cn(
          containerClasses,
          'grid gap-8 py-14 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10',
        )}
      >
        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('Send us a message')}
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            {t(
              'Fields marked optional can be left empty; everything else is needed to answer you.',
            )}
          </p>
          <div className="mt-6">
            {/* A new preset subject (e.g. Apply Now while already here) starts a fresh form. */}
            <ContactForm key={subject} initialSubject={subject} />
          </div>
        </section>

        <section
          aria-labelledby="contact-details-title"
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8 lg:self-start"
        >
          <h2
            id="contact-details-title"
            className="text-xl font-bold tracking-tight text-slate-900"
          >
            {t('Contact details')}
          </h2>
          <div className="mt-6">
            <ContactDetails />
          </div>
        </section>
      </div>

      <section
        aria-labelledby="contact-map-title"
        className={cn(
          containerClasses,
          'grid gap-8 pb-14 sm:pb-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center lg:gap-12',
        )}
      >
        <SectionHeading
          id="contact-map-title"
          eyebrow={t('Find us')}
          title={t('Our office in Colombo')}
          intro={t(
            'On Galle Road in Kollupitiya, between Marine Drive and Duplication Road, a short walk from Kollupitiya railway station. Visitors are welcome during opening hours.',
          )}
        />
        <OfficeMap />
      </section>

      <section aria-labelledby="contact-faq-title" className="border-t border-slate-200 bg-white">
        <div className={cn(containerClasses, 'py-14 sm:py-16')}>
          <SectionHeading id="contact-faq-title" eyebrow={t('FAQ')} title={t('Before you write')} />
          <ContactFaq className="mt-8 max-w-3xl" />
        </div>
      </section>
    </>
  );
}
