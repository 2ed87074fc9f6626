import { X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { giveFocusBack, rememberOpener } from '@/ui/dialog-opener';
import { lockPageScroll } from '@/ui/page-scroll-lock';

type DialogSize = 'sm' | 'md' | 'xl' | 'sheet';

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'sm' a short message, 'md' a form, 'xl' a document viewer, 'sheet' a full-height panel sliding in from the right. */
  size?: DialogSize;
  /** Id of the text that describes the dialog (announced after its title). */
  describedBy?: string;
  closeLabel?: string;
  /** Shown in the top bar instead of the title (the login panel's logo); the title then opens the body. */
  header?: ReactNode;
  /**
   * Where focus goes on closing when the control that opened the dialog cannot take it back (a
   * submit button the form disabled when it reset), instead of the top of the page.
   */
  fallbackFocus?: () => HTMLElement | null;
};

const boxClasses: Record<DialogSize, string> = {
  sm: 'm-auto w-[calc(100%-1.5rem)] max-w-md max-h-[92dvh] rounded-2xl animate-fade-in',
  md: 'm-auto w-[calc(100%-1.5rem)] max-w-2xl max-h-[92dvh] rounded-2xl animate-fade-in',
  xl: 'm-auto w-[calc(100%-1.5rem)] max-w-5xl max-h-[92dvh] rounded-2xl animate-fade-in',
  sheet: 'my-0 mr-0 ml-auto h-full max-h-full w-[calc(100%-2.5rem)] max-w-md animate-slide-in-right',
};

/**
 * Every modal of the site, on the native `<dialog>` opened with `showModal()`: the browser keeps
 * focus inside, makes the page behind inert and turns Escape into a `cancel` event. On top of that
 * it closes on a click on the backdrop or on its close button, locks page scrolling, and gives
 * focus back to whatever opened it (or to the control drawn in its place: dialog-opener.ts). The
 * parent decides whether it is shown: render it to open it, stop rendering it (from `onClose`) to
 * close it.
 */
export function Dialog({ title, onClose, children, size = 'md', describedBy, closeLabel = 'Close', header, fallbackFocus }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fallbackFocusRef = useRef(fallbackFocus);
  useLayoutEffect(() => {
    fallbackFocusRef.current = fallbackFocus;
  });
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = rememberOpener(dialog);
    const unlockPageScroll = lockPageScroll();
    if (!dialog.open) dialog.showModal();
    return () => {
      unlockPageScroll();
      // Close it first: React runs this before removing the <dialog>, and while a modal dialog is
      // open the page behind it is inert, so the opener could not take focus back.
      if (dialog.open) dialog.close();
      giveFocusBack(() => {
        const openedBy = opener.current();
        openedBy?.focus();
        if (!openedBy || document.activeElement !== openedBy) fallbackFocusRef.current?.()?.focus();
      });
    };
  }, []);

  // The browser closes the dialog itself when Escape is pressed twice without a click in between;
  // either way the parent is told, so what it renders follows.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // A click whose press and release both land on the <dialog> box itself (not on its content) is a
  // click on the backdrop; a text selection dragged out of the content is not.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
  };

  const heading = (
    <h2 id={titleId} className={header ? 'text-2xl font-bold text-brand-950' : 'text-lg font-bold text-brand-950 sm:text-xl'}>
      {title}
    </h2>
  );
  const closeButton = (
    <button
      type="button"
      onClick={onClose}
      aria-label={closeLabel}
      className="shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );

  return (
    <dialog
      ref={dialogRef}
      // Implied by showModal(); said outright for screen readers that still read past a native dialog.
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={onCancel}
      onClose={onClose}
      onMouseDown={(event) => (pressStartedOnBackdrop.current = event.target === event.currentTarget)}
      onClick={onBackdropClick}
      className={`overflow-hidden border-0 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-brand-950/60 motion-reduce:animate-none ${boxClasses[size]}`}
    >
      <div className={`flex flex-col ${size === 'sheet' ? 'h-full overflow-y-auto' : 'max-h-[92dvh]'}`}>
        {header ? (
          <>
            <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
              {header}
              {closeButton}
            </div>
            <div className="flex-1 px-6 py-8">
              {heading}
              {children}
            </div>
          </>
        ) : (
          <>
            {/* The close button follows the content in the DOM, so focus starts on the content. */}
            <div className="border-b border-slate-200 py-4 pr-14 pl-5 sm:pl-6">{heading}</div>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
            <div className="absolute top-3 right-3">{closeButton}</div>
          </>
        )}
      </div>
    </dialog>
  );
}

/**
 * Key presses inside an iframe go to the frame's own document, so the dialog around it never sees
 * Escape. Call this from the frame's `onLoad`: Escape pressed inside a same-origin frame (such as
 * a blob: PDF) then cancels the dialog that holds it, as it does outside the frame.
 */
export function forwardEscapeToDialog(frame: HTMLIFrameElement): void {
  try {
    frame.contentWindow?.document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      frame.closest('dialog')?.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
  } catch {
    // A cross-origin frame keeps its keys to itself; its dialog still closes from its close button.
  }
}
