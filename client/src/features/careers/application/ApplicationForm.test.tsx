import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applicationMessages } from '@contract/applicants';
import { uploadMessages } from '@contract/franchise';
import { installFakeXhr } from '@/test/fake-xhr';
import { renderWithProviders } from '@/test/render';
import { ApplicationForm } from './ApplicationForm';
import { fillApplication, resumePdf as pdf } from './test-application';

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  const onSubmitted = vi.fn();
  renderWithProviders(<ApplicationForm jobId="j1" onSubmitted={onSubmitted} />);
  return { user, onSubmitted };
}

const submitButton = () => screen.getByRole('button', { name: /Submit application|Submitting.../ });
const picker = () => screen.getByLabelText('Choose a PDF resume');
const dropZone = () => screen.getByTestId('resume-drop-zone');

/** Every validation message on screen, in document order. */
function shownMessages(): string[] {
  const known = new Set<string>(Object.values(applicationMessages));
  return [...document.querySelectorAll('p, [role="alert"]')].map((node) => node.textContent ?? '').filter((text) => known.has(text));
}

describe('ApplicationForm', () => {
  it('labels every field, hints the phone format, and starts with submit disabled', () => {
    setup();
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Zip code', 'Fluent language', 'Staff managed', 'Years of customer service experience', 'Years of call center experience']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByText('11 digits, e.g. 09171234567')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Are you willing to undergo a background check?' })).getAllByRole('radio')).toHaveLength(2);
    expect(within(screen.getByLabelText('Fluent language')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a language', 'English', 'Filipino', 'Spanish', 'French']);
    expect(within(screen.getByLabelText('Staff managed')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a range', 'less than 5', '5-15', '15-50', 'above 50']);
    for (const label of ['Years of customer service experience', 'Years of call center experience']) {
      const options = within(screen.getByLabelText(label)).getAllByRole('option') as HTMLOptionElement[];
      expect(options.map((option) => option.value)).toEqual(['', '0', '1', '2', '3']);
      expect(options.map((option) => option.textContent)).toEqual(['Select years', 'Less than 1', '1', '2', '3+']);
    }
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(shownMessages()).toEqual([]);
  });

  it('shows every message in the spec order after an invalid submit attempt', async () => {
    setup();
    fireEvent.submit(submitButton().closest('form')!);
    await waitFor(() => expect(shownMessages()).toEqual([
      applicationMessages.firstName,
      applicationMessages.lastName,
      applicationMessages.email,
      applicationMessages.phone,
      applicationMessages.zipCode,
      applicationMessages.fluentLanguage,
      applicationMessages.numberOfStaffHandled,
      applicationMessages.isWillingForBackgroundCheck,
      applicationMessages.customerServiceExperience,
      applicationMessages.callCenterExperience,
      applicationMessages.resume,
      applicationMessages.formInvalid,
    ]));
  });

  it('shows a message under a field once touched and revalidates on every change', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'maria@');
    expect(screen.queryByText(applicationMessages.email)).toBeNull();
    await user.tab();
    expect(screen.getByText(applicationMessages.email)).toBeTruthy();
    expect(shownMessages()).toEqual([applicationMessages.email]);
    await user.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.queryByText(applicationMessages.email)).toBeNull();
    await user.type(screen.getByLabelText('Phone'), '0917123456');
    await user.tab();
    expect(screen.getByText(applicationMessages.phone)).toBeTruthy();
    await user.type(screen.getByLabelText('Phone'), '7');
    expect(screen.queryByText(applicationMessages.phone)).toBeNull();
    await user.type(screen.getByLabelText('Zip code'), '123');
    await user.tab();
    expect(screen.getByText(applicationMessages.zipCode)).toBeTruthy();
  });

  it('refuses a file that is not a PDF, chosen or dropped, and clears it', async () => {
    const { user } = setup();
    await user.upload(picker(), pdf());
    expect(screen.getByText('maria-santos-resume.pdf')).toBeTruthy();
    await user.upload(picker(), new File(['hello'], 'resume.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect(screen.getByText(applicationMessages.notPdf)).toBeTruthy();
    expect(screen.queryByText('maria-santos-resume.pdf')).toBeNull();
    expect((picker() as HTMLInputElement).value).toBe('');

    fireEvent.drop(dropZone(), { dataTransfer: { files: [pdf()] } });
    expect(screen.getByText('maria-santos-resume.pdf')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(applicationMessages.notPdf)).toBeNull());
    fireEvent.drop(dropZone(), { dataTransfer: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByText(applicationMessages.notPdf)).toBeTruthy();
    expect(screen.queryByText('maria-santos-resume.pdf')).toBeNull();
  });

  it('accepts a .pdf name without a type, refuses files over 5 MB, and shows the size with a Remove button', async () => {
    const { user } = setup();
    const big = new File(['%PDF'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(picker(), big);
    expect(screen.getByText(uploadMessages.tooLarge)).toBeTruthy();
    const untyped = new File([new Uint8Array(2048)], 'cv.PDF', { type: '' });
    await user.upload(picker(), untyped);
    expect(screen.getByText('cv.PDF')).toBeTruthy();
    expect(screen.getByText('2 KB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove cv.PDF' }));
    expect(screen.queryByText('cv.PDF')).toBeNull();
    expect(screen.getByText(applicationMessages.resume)).toBeTruthy();
  });

  it('enables submit only when every field and the resume are valid', async () => {
    const { user } = setup();
    await fillApplication(user);
    expect(submitButton()).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: /Remove/ }));
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.upload(picker(), pdf());
    await user.clear(screen.getByLabelText('Zip code'));
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('sends the multipart form, shows Submitting... and progress, then resets and hands who applied to the page, with no native alert', async () => {
    const xhr = installFakeXhr();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { user, onSubmitted } = setup();
    await fillApplication(user);
    await user.click(submitButton());
    expect(submitButton().textContent).toBe('Submitting...');
    expect(submitButton()).toHaveProperty('disabled', true);
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/applicants');
    const sent = Object.fromEntries([...request.body!.entries()].filter(([, value]) => typeof value === 'string'));
    expect(sent).toEqual({
      firstName: 'Maria',
      lastName: 'Santos',
      email: 'maria.santos@example.com',
      phone: '09171234567',
      zipCode: '1226',
      fluentLanguage: 'Spanish',
      numberOfStaffHandled: '5-15',
      isWillingForBackgroundCheck: 'false',
      yearsOfCustomerServiceExperience: '3',
      yearsOfCallCenterExperience: '2',
      faxNumber: '',
      jobId: 'j1',
    });
    expect((request.body!.get('resume') as File).name).toBe('maria-santos-resume.pdf');

    act(() => request.progress(50, 100));
    expect(screen.getByLabelText('Uploading your application: 50%')).toHaveProperty('value', 50);
    await act(async () => request.respond(201, { message: 'Application submitted successfully!', applicantId: 'a1' }));
    // The mutation reports its outcome on the next task, after the answer is read.
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(onSubmitted).toHaveBeenCalledWith({ firstName: 'Maria', email: 'maria.santos@example.com' });
    expect(alert).not.toHaveBeenCalled();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('maria-santos-resume.pdf')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(shownMessages()).toEqual([]);
  });

  it("shows the server's error field, else the fallback, above the button", async () => {
    const xhr = installFakeXhr();
    const { user, onSubmitted } = setup();
    await fillApplication(user);
    await user.click(submitButton());
    await act(async () => xhr.last().respond(429, { message: 'Too many requests', error: 'Too many applications. Please try again in a minute.' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many applications. Please try again in a minute.');
    expect(submitButton().textContent).toBe('Submit application');

    await user.click(submitButton());
    await act(async () => xhr.last().respond(500, '<html>Bad gateway</html>'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(applicationMessages.failed));

    await user.click(submitButton());
    await act(async () => xhr.last().failNetwork());
    await waitFor(() => expect(submitButton().textContent).toBe('Submit application'));
    expect(screen.getByRole('alert').textContent).toBe(applicationMessages.failed);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Maria');
  });

  it('sends one Idempotency-Key per attempt: the same on a retry after a failure, a new one after a success', async () => {
    const xhr = installFakeXhr();
    const { user, onSubmitted } = setup();
    await fillApplication(user);
    await user.click(submitButton());
    const firstKey = xhr.last().headers['idempotency-key'];
    expect(firstKey).toMatch(/^[0-9a-f]{32}$/);
    await act(async () => xhr.last().failNetwork());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(applicationMessages.failed));

    await user.click(submitButton());
    expect(xhr.count()).toBe(2);
    expect(xhr.last().headers['idempotency-key']).toBe(firstKey);
    await act(async () => xhr.last().respond(201, { message: 'Application submitted successfully!', applicantId: 'a1' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());

    await fillApplication(user);
    await user.click(submitButton());
    expect(xhr.count()).toBe(3);
    const nextKey = xhr.last().headers['idempotency-key'];
    expect(nextKey).toMatch(/^[0-9a-f]{32}$/);
    expect(nextKey).not.toBe(firstKey);
  });

  it('Reset returns every field to empty', async () => {
    const { user } = setup();
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Zip code', 'Fluent language', 'Staff managed', 'Years of customer service experience', 'Years of call center experience']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(screen.queryByText('maria-santos-resume.pdf')).toBeNull();
    expect(shownMessages()).toEqual([]);
    expect(submitButton()).toHaveProperty('disabled', true);
  });
});
