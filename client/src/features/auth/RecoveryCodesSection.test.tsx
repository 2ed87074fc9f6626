import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customer, renderWithProviders } from '@/test/render';
import { RecoveryCodes } from './RecoveryCodesSection';

const codes = Array.from({ length: 10 }, (_, index) => `wxyz-efgh-${String(index).padStart(4, '2')}`);

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RecoveryCodes', () => {
  it('copies all ten codes with one button, one per line, and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RecoveryCodes codes={codes} renewed={false} onDone={() => undefined} />, { user: customer });
    // userEvent installs a clipboard of its own; this one records what the page writes.
    const writeText = stubClipboard(async () => undefined);
    await user.click(screen.getByRole('button', { name: 'Copy all codes' }));
    expect(writeText).toHaveBeenCalledWith(codes.join('\n'));
    expect((await screen.findByText('The 10 codes are copied. Paste them somewhere safe.')).getAttribute('role')).toBe('status');
  });

  it('says what to do when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RecoveryCodes codes={codes} renewed={false} onDone={() => undefined} />, { user: customer });
    stubClipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    await user.click(screen.getByRole('button', { name: 'Copy all codes' }));
    expect((await screen.findByText('This browser did not let the page copy. Download the codes, or select and copy them.')).getAttribute('role')).toBe('status');
  });

  it('downloads them as a .txt file that names the account and holds every code', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:recovery-codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    renderWithProviders(<RecoveryCodes codes={codes} renewed={false} onDone={() => undefined} />, { user: customer });
    await user.click(screen.getByRole('button', { name: 'Download as a .txt file' }));

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('bayanihan-remote-recovery-codes.txt');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:recovery-codes');
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
    const lines = (await blobs[0]!.text()).split('\n');
    expect(lines[0]).toBe('Bayanihan Remote recovery codes for casey@example.com');
    expect(lines.filter((line) => codes.includes(line))).toEqual(codes);
  });
});
