import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { franchiseMessages, MAX_UPLOAD_BYTES, uploadMessages } from '@contract/franchise';
import { fillFields, type TestUser } from '@/test/fill-fields';
import { installFakeXhr, lastXhr } from '@/test/fake-xhr';
import { renderWithProviders } from '@/test/render';
import { FranchiseUploadForm, UPLOAD_FAILED } from './FranchiseUploadForm';

const pdf = (name = 'signed-agreement.pdf', bytes = 2048) => new File([new Uint8Array(bytes).fill(37)], name, { type: 'application/pdf' });
const textFile = () => new File(['not a contract'], 'notes.txt', { type: 'text/plain' });

const picker = () => screen.getByLabelText<HTMLInputElement>('Choose a PDF file');
const chosenFile = () => screen.queryByTestId('chosen-file')?.textContent ?? '';
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit signed contract' });

function setup() {
  // applyAccept off: the picker's `accept` filter is only a hint; the form must cope with any file.
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<FranchiseUploadForm />);
  return user;
}

const fillNameAndEmail = (user: TestUser) => fillFields(user, { 'Full name': 'Jordan Alvarez', Email: 'jordan@alvarezventures.com' });

beforeEach(() => installFakeXhr());

describe('FranchiseUploadForm', () => {
  it('refuses a chosen non-PDF and clears the file', async () => {
    const user = setup();
    await user.upload(picker(), pdf());
    expect(chosenFile()).toContain('signed-agreement.pdf');

    await user.upload(picker(), textFile());

    expect(screen.getByRole('alert').textContent).toBe(uploadMessages.notPdf);
    expect(chosenFile()).toBe('');
    expect(picker().getAttribute('aria-invalid')).toBe('true');
    expect(picker().closest('label')).not.toBeNull();
  });

  it('refuses a dropped non-PDF and accepts a dropped PDF', async () => {
    setup();
    const zone = screen.getByTestId('contract-drop-zone');

    fireEvent.dragOver(zone, { dataTransfer: { files: [textFile()], dropEffect: 'none' } });
    fireEvent.drop(zone, { dataTransfer: { files: [textFile()] } });
    expect(screen.getByRole('alert').textContent).toBe(uploadMessages.notPdf);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();

    fireEvent.drop(zone, { dataTransfer: { files: [pdf('scan.PDF', 3 * 1024)] } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(chosenFile()).toContain('scan.PDF');
    expect(chosenFile()).toContain('3 KB');
  });

  it('refuses a PDF over 5 MB', async () => {
    const user = setup();
    await user.upload(picker(), pdf('huge.pdf', MAX_UPLOAD_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe(uploadMessages.tooLarge);
    expect(chosenFile()).toBe('');
  });

  it('removes a chosen file with the Remove button', async () => {
    const user = setup();
    await user.upload(picker(), pdf());
    await user.click(screen.getByRole('button', { name: /Remove/ }));
    expect(chosenFile()).toBe('');
  });

  it('asks for name, e-mail and the contract before sending anything', async () => {
    const user = setup();
    await user.click(submitButton());
    expect(screen.getByText(franchiseMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(franchiseMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(franchiseMessages.contractRequired)).toBeTruthy();
    expect(() => lastXhr()).toThrow();
  });

  it('uploads the form with progress, then shows the confirmation and resets', async () => {
    const user = setup();
    await fillNameAndEmail(user);
    await user.upload(picker(), pdf());
    await user.click(submitButton());

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/franchise-applications');
    const sent = xhr.body as FormData;
    expect(sent.get('name')).toBe('Jordan Alvarez');
    expect(sent.get('email')).toBe('jordan@alvarezventures.com');
    expect((sent.get('contract') as File).name).toBe('signed-agreement.pdf');
    expect(sent.has('faxNumber')).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submitting...' }).disabled).toBe(true);

    act(() => xhr.progress(512, 2048));
    expect(screen.getByRole('progressbar', { name: 'Uploading contract' }).getAttribute('value')).toBe('25');

    act(() => xhr.respond(201, { message: franchiseMessages.submitted }));
    expect((await screen.findByRole('status')).textContent).toBe(franchiseMessages.submitted);
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('');
    expect(chosenFile()).toBe('');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's message when the upload is refused, and keeps the form", async () => {
    const user = setup();
    await fillNameAndEmail(user);
    await user.upload(picker(), pdf('renamed-notes.pdf'));
    await user.click(submitButton());

    act(() => lastXhr().respond(415, { code: 'upload.not_pdf', message: uploadMessages.notPdf, error: uploadMessages.notPdf }));

    expect((await screen.findByRole('alert')).textContent).toBe(uploadMessages.notPdf);
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Jordan Alvarez');
    expect(submitButton().disabled).toBe(false);
  });

  it('falls back to its own text when the network fails', async () => {
    const user = setup();
    await fillNameAndEmail(user);
    await user.upload(picker(), pdf());
    await user.click(submitButton());

    act(() => lastXhr().failNetwork());

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(UPLOAD_FAILED));
  });

  it('sends the same Idempotency-Key when the visitor retries after a failure, and a new one after a success', async () => {
    const user = setup();
    await fillNameAndEmail(user);
    await user.upload(picker(), pdf());
    await user.click(submitButton());
    const firstKey = lastXhr().headers['idempotency-key'];
    expect(firstKey).toMatch(/^[0-9a-f]{32}$/);
    act(() => lastXhr().failNetwork());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(UPLOAD_FAILED));

    await user.click(submitButton());
    expect(lastXhr().headers['idempotency-key']).toBe(firstKey);
    act(() => lastXhr().respond(201, { message: franchiseMessages.submitted }));
    await screen.findByRole('status');

    await fillNameAndEmail(user);
    await user.upload(picker(), pdf());
    await user.click(submitButton());
    expect(lastXhr().headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(lastXhr().headers['idempotency-key']).not.toBe(firstKey);
  });
});
