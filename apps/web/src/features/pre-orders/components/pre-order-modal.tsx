import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/i18n';
import { PreOrderForm } from './pre-order-form';

export function PreOrderModal({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const [thankYou, setThankYou] = useState<string | null>(null);

  return (
    <Modal
      title={t('Pre-order a car')}
      description={t(
        'Tell us the car you are looking for and we will e-mail you as soon as we find a match.',
      )}
      onClose={onClose}
    >
      {thankYou ? (
        <div className="py-4 text-center" role="status">
          <CircleCheck aria-hidden className="mx-auto size-14 text-emerald-600" />
          <p className="mt-4 text-lg font-semibold text-slate-900">{t('Request received')}</p>
          <p className="mx-auto mt-2 max-w-sm text-sm leading-relaxed text-slate-600">{thankYou}</p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <button type="button" onClick={onClose} className={buttonStyles()}>
              {t('Done')}
            </button>
            <button
              type="button"
              onClick={() => setThankYou(null)}
              className={buttonStyles({ variant: 'secondary' })}
            >
              {t('Pre-order another car')}
            </button>
          </div>
        </div>
      ) : (
        <PreOrderForm onSent={setThankYou} />
      )}
    </Modal>
  );
}
