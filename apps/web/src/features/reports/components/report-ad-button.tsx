import { Flag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import type * as ReportAdModalModule from './report-ad-modal';

type ModalModule = typeof ReportAdModalModule;

// The dialog (and the shared schema it checks with) is fetched once this button has rendered,
// and opens in the click that asks for it, as lib/lazy-module's dialogs do. That helper is not
// used here: importing it would name its chunk's neighbours in the car page's first load.
let loadedModal: ModalModule | null = null;
let pendingModal: Promise<ModalModule> | null = null;
const reportAdModal = {
  current: () => loadedModal,
  load(): Promise<ModalModule> {
    pendingModal ??= import('./report-ad-modal').then(
      (module) => (loadedModal = module),
      (error: unknown) => {
        pendingModal = null;
        throw error;
      },
    );
    return pendingModal;
  },
};

/** "Report this ad" under the seller card: anyone may report, signed in or not (issue 18). */
export default function ReportAdButton({
  vehicleId,
  carTitle,
}: {
  vehicleId: number;
  carTitle: string;
}) {
  const { t } = useT();
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    reportAdModal.load().catch(() => {});
  }, []);
  const open = () => {
    if (reportAdModal.current()) setIsOpen(true);
    else
      reportAdModal.load().then(
        () => setIsOpen(true),
        () =>
          toast.error(t('We could not open the report form. Check your connection and try again.')),
      );
  };
  const Loaded = reportAdModal.current();
  return (
    <>
      <button
        type="button"
        onClick={open}
        className={cn(
          'inline-flex min-h-11 items-center gap-2 justify-self-start rounded-full px-2 text-sm font-semibold text-slate-600 underline-offset-4 hover:text-rose-800 hover:underline',
          focusRing,
        )}
      >
        <Flag aria-hidden className="size-4" />
        {t('Report this ad')}
      </button>
      {isOpen && Loaded && (
        <Loaded.ReportAdModal
          vehicleId={vehicleId}
          carTitle={carTitle}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
