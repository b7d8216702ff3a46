import { useEffect, useId, useRef, useSyncExternalStore } from 'react';

/** Open dialogs, oldest first: Escape closes only the one on top. */
const openDialogs: symbol[] = [];
const openDialogsListeners = new Set<() => void>();

function openDialogsChanged() {
  for (const listener of openDialogsListeners) listener();
}

function subscribeToOpenDialogs(listener: () => void) {
  openDialogsListeners.add(listener);
  return () => {
    openDialogsListeners.delete(listener);
  };
}

/** Whether any popup is open, e.g. for the toasts to keep clear of its buttons. */
export function useDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribeToOpenDialogs,
    () => openDialogs.length > 0,
    () => false,
  );
}

/**
 * A dialog's behaviour: focus moves into it on open (its first field, or the panel) and back on
 * close, the page does not scroll behind it, and Escape closes it when it is the one on top.
 */
export function useDialog(onClose: (() => void) | undefined) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const firstInput = panel?.querySelector<HTMLElement>('input, select, textarea');
    (firstInput ?? panel)?.focus({ preventScroll: true });
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus?.({ preventScroll: true });
    };
  }, []);

  const token = useRef(Symbol('dialog'));
  useEffect(() => {
    const own = token.current;
    openDialogs.push(own);
    openDialogsChanged();
    return () => {
      openDialogs.splice(openDialogs.indexOf(own), 1);
      openDialogsChanged();
    };
  }, []);

  useEffect(() => {
    if (!onClose) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openDialogs.at(-1) === token.current) onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return { titleId, panelRef };
}
