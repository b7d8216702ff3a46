import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { Dialog } from './dialog';
import { WarningIcon } from './icons';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A confirm that takes something away (cancelling a promotion) is drawn as a danger button. */
  danger?: boolean;
  busy?: boolean;
  testId?: string;
}

/**
 * A yes/no question above whatever is open. It is portalled to <body> so that it is never clipped
 * or positioned by the popup it was opened from. Open it only after hydration (on a click).
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
  busy = false,
  testId,
}: ConfirmDialogProps) {
  return createPortal(
    <Dialog title={title} onClose={busy ? undefined : onCancel} icon={<WarningIcon />} testId={testId}>
      <div className="text-[0.95rem] leading-relaxed text-ink-100">{children}</div>
      <div className="mt-5 flex gap-2">
        <Button variant={danger ? 'danger' : 'primary'} className="flex-1" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" className="flex-1" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </Dialog>,
    document.body,
  );
}
