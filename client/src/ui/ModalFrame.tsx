import { useRef, type ReactNode } from 'react';
import { useModal } from '@/lib/use-modal';

type ModalFrameProps = {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  /** Classes of the dialog box (size, padding, layout). */
  className: string;
  children: ReactNode;
};

/**
 * The shell every modal dialog shares: a dimmed overlay that closes it on click, and a labelled
 * dialog that takes focus, keeps it, and closes on Escape (see useModal).
 */
export function ModalFrame({ labelledBy, describedBy, onClose, className, children }: ModalFrameProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useModal(dialogRef, onClose);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-3 sm:p-6">
      <div aria-hidden="true" className="absolute inset-0 animate-fade-in bg-brand-950/60 motion-reduce:animate-none" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`relative w-full animate-fade-in rounded-2xl bg-white shadow-2xl motion-reduce:animate-none ${className}`}
      >
        {children}
      </div>
    </div>
  );
}
