import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ModalFrame } from '@/ui/ModalFrame';

type AdminModalProps = { title: string; onClose: () => void; children: ReactNode; size?: 'md' | 'xl' };

/**
 * A modal dialog: labelled by its title, focus moved in and kept there, Escape, the overlay or
 * the close button closes it. The close button comes last in the DOM so focus starts on the content.
 */
export function AdminModal({ title, onClose, children, size = 'md' }: AdminModalProps) {
  const titleId = useId();

  return (
    <ModalFrame
      labelledBy={titleId}
      onClose={onClose}
      className={`flex max-h-[92vh] flex-col ${size === 'xl' ? 'max-w-5xl' : 'max-w-2xl'}`}
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
    </ModalFrame>
  );
}
