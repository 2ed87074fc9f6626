/**
 * Keeps the page behind open dialogs from scrolling. Dialogs can be open on top of each other (a
 * confirmation over a form) and can close in any order, or all at once when the page changes, so
 * the page's own overflow is kept when the first lock is taken and given back when the last is
 * released, never when one dialog of several closes.
 */
let locks = 0;
let pageOverflow = '';

/** Locks the page; the returned function releases this lock once. */
export function lockPageScroll(): () => void {
  if (locks === 0) pageOverflow = document.body.style.overflow;
  locks += 1;
  document.body.style.overflow = 'hidden';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = pageOverflow;
  };
}
