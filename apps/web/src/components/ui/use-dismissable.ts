import { useEffect, type RefObject } from 'react';

/**
 * A disclosure's way out, the same everywhere (the Share menu, Need help?): while it is open,
 * Escape closes it and gives focus back to its button, and a press outside it closes it.
 */
export function useDismissable(options: {
  isOpen: boolean;
  close: () => void;
  rootRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLElement | null>;
}) {
  const { isOpen, close, rootRef, buttonRef } = options;
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, close, rootRef, buttonRef]);
}
