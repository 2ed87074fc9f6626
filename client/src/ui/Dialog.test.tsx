import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      {open ? (
        <Dialog title="Job details" onClose={() => setOpen(false)}>
          <label>
            Remarks <input />
          </label>
        </Dialog>
      ) : null}
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open details' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Job details' }) };
}

describe('Dialog', () => {
  it('opens modal with focus on its content and page scrolling locked', async () => {
    const { dialog } = await openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Remarks'));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open details' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on its close button and on the backdrop, not on a click inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByLabelText('Remarks'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/**
 * A list of rows each with its own Cancel button, drawn anew (new elements) as a list read again
 * is: from a button in the dialog ('while open'), or a moment after the dialog closed ('after closing').
 */
function RedrawnRows({ redraw }: { redraw: 'while open' | 'after closing' }) {
  const [open, setOpen] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const drawAnew = () => setVersion((value) => value + 1);
  const close = () => {
    setOpen(null);
    if (redraw === 'after closing') setTimeout(drawAnew, 120);
  };
  return (
    <>
      {[1, 2, 3].map((row) => (
        <div key={`${version}-${row}`}>
          <button type="button" onClick={() => setOpen(row)}>
            Cancel
          </button>
        </div>
      ))}
      {open !== null ? (
        <Dialog title={`Row ${open}`} onClose={close}>
          {redraw === 'while open' ? (
            <button type="button" onClick={drawAnew}>
              Read the list again
            </button>
          ) : (
            'Sure?'
          )}
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog opened from a row drawn anew while it was open', () => {
  it("gives focus back to the same row's button, drawn in place of the one that opened it", async () => {
    const user = userEvent.setup();
    render(<RedrawnRows redraw="while open" />);
    const before = screen.getAllByRole('button', { name: 'Cancel' });
    await user.click(before[1]!);
    await user.click(screen.getByRole('button', { name: 'Read the list again' }));
    expect(before[1]!.isConnected).toBe(false);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const after = screen.getAllByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(after[1]);
  });
});

describe('Dialog whose list is drawn anew just after it closed', () => {
  it("gives focus to the same row's new button when the one it went back to is taken away", async () => {
    const user = userEvent.setup();
    render(<RedrawnRows redraw="after closing" />);
    const before = screen.getAllByRole('button', { name: 'Cancel' });
    await user.click(before[2]!);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(before[2]);
    await waitFor(() => expect(before[2]!.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Cancel' })[2]));
  });
});
