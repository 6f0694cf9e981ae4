import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '../config/site';

/**
 * Spec section 9 allows at most 20 toasts. react-hot-toast has no option for it, so the oldest
 * visible toasts beyond the limit are dismissed (the store lists the newest first).
 */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return null;
}

/** The app's toaster: loaded after the first screen, with `React.lazy` (decision 091). */
export default function AppToaster() {
  return (
    <>
      <Toaster
        position="top-center"
        toastOptions={{
          duration: TOAST_DURATION_MS.default,
          error: { duration: TOAST_DURATION_MS.error },
          success: { duration: TOAST_DURATION_MS.success },
          className: 'text-sm font-medium',
          style: { borderRadius: '0.75rem', color: '#0f172a' },
        }}
      />
      <ToastLimit />
    </>
  );
}
