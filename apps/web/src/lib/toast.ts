import type hotToast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

type HotToast = typeof hotToast;

let library: Promise<HotToast> | null = null;

/**
 * react-hot-toast and its styles (goober) are not in the first load (decision 091): the toaster
 * is rendered lazily (app/toaster.tsx) and the shell's own toasts go through this module, which
 * loads the library on first use. A toast fired before the toaster has arrived waits in the
 * library's store and shows when it mounts; toasts keep the order they were fired in.
 */
export function loadToast(): Promise<HotToast> {
  library ??= import('react-hot-toast').then((module) => module.default);
  return library;
}

/** The parts of react-hot-toast's `toast` the first load uses. */
export const toast = {
  success(message: string, options?: ToastOptions): void {
    void loadToast().then((hot) => hot.success(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    void loadToast().then((hot) => hot.error(message, options));
  },
};
