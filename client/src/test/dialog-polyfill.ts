/**
 * happy-dom's `<dialog>` only toggles `open`; this adds what a browser does for `showModal()` and
 * what the Dialog component relies on: focus moves to the first focusable element inside, and
 * Escape fires a cancelable `cancel` event on the topmost modal (closing it unless prevented).
 */
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';
const openModals: HTMLDialogElement[] = [];

const installed = Symbol.for('test.dialogPolyfill');

/** Installs it once per window: the test files of a worker share one (`isolate: false`). */
export function installDialogPolyfill(): void {
  const prototype = HTMLDialogElement.prototype as HTMLDialogElement & { [installed]?: true };
  if (prototype[installed]) return;
  prototype[installed] = true;
  const nativeClose = prototype.close;

  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    openModals.push(this);
    (this.querySelector<HTMLElement>(FOCUSABLE) ?? this).focus();
  };
  prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    const index = openModals.indexOf(this);
    if (index >= 0) openModals.splice(index, 1);
    nativeClose.call(this, returnValue);
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = [...openModals].reverse().find((dialog) => dialog.isConnected && dialog.open);
    if (!top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
