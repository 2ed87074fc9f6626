import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { useModal } from '../../../lib/use-modal';

type AdminModalProps = { title: string; onClose: () => void; children: ReactNode; size?: 'md' | 'xl' };

/**
 * A modal dialog: labelled by its title, focus moved in and kept there, Escape, the overlay or
 * the close button closes it. The close button comes last in the DOM so focus starts on the content.
 */
export function AdminModal({ title, onClose, children, size = 'md' }: AdminModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(dialogRef, onClose);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-3 sm:p-6">
      <div aria-hidden="true" className="absolute inset-0 animate-fade-in bg-brand-950/60 motion-reduce:animate-none" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-[92vh] w-full flex-col animate-fade-in rounded-2xl bg-white shadow-2xl motion-reduce:animate-none ${
          size === 'xl' ? 'max-w-5xl' : 'max-w-2xl'
        }`}
      >
        <h2 id={titleId} className="border-b border-slate-200 py-4 pr-14 pl-5 text-lg font-bold text-brand-950 sm:pl-6 sm:text-xl">
          {title}
        </h2>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-3 right-3 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
