import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quoteMessages } from '@contract/inquiries';
import { jsonResponse, renderWithProviders, sentBody, stubFetch } from '@/test/render';
import { QuoteForm } from './QuoteForm';

const valid = {
  'First name': 'Dana',
  'Last name': 'Reyes',
  Email: 'dana@northwindlogistics.com',
  Phone: '+1 (512) 555-0199',
  Company: 'Northwind Logistics',
  Location: 'Austin, TX',
  'Number of staff': '4',
  Message: 'Two customer support agents and two dispatch coordinators for US Central hours.',
} as const;

type Label = keyof typeof valid;

async function fill(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<Label, string>> = {}) {
  for (const [label, value] of Object.entries({ ...valid, ...overrides })) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value !== '') await user.type(input, value);
  }
}

const submitButton = () => screen.getByRole('button', { name: 'Request my quote' });

describe('QuoteForm', () => {
  it('asks for every field when the form is empty and sends nothing', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, { message: quoteMessages.success }));
    const user = userEvent.setup();
    renderWithProviders(<QuoteForm />);

    await user.click(submitButton());

    expect(screen.getByRole('alert').textContent).toContain(quoteMessages.required);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats whitespace as empty and marks only that field', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, { message: quoteMessages.success }));
    const user = userEvent.setup();
    renderWithProviders(<QuoteForm />);

    await fill(user, { Company: '   ' });
    await user.click(submitButton());

    expect(screen.getByRole('alert').textContent).toContain(quoteMessages.required);
    expect(screen.getByLabelText('Company').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Location').hasAttribute('aria-invalid')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs at least one staff member', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, { message: quoteMessages.success }));
    const user = userEvent.setup();
    renderWithProviders(<QuoteForm />);

    await fill(user, { 'Number of staff': '0' });
    await user.click(submitButton());

    // Every field is filled: the staff count is told at its field, not as a blank form.
    const staff = screen.getByLabelText('Number of staff');
    expect(staff.getAttribute('aria-invalid')).toBe('true');
    const describedBy = staff.getAttribute('aria-describedby') ?? '';
    expect(describedBy).not.toBe('');
    expect(document.getElementById(describedBy)?.textContent).toBe(quoteMessages.staffTooFew);
    expect(screen.getByText('Number of staff must be at least 1.')).toBeTruthy();
    expect(screen.queryByText(quoteMessages.required)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a trimmed quote with the staff count as a number, then thanks and resets', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<QuoteForm />);

    await fill(user, { 'First name': '  Dana  ' });
    await user.click(screen.getByLabelText('I agree to receive marketing communications'));
    await user.click(submitButton());

    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Submitting...' })).disabled).toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/v1\/inquiries$/);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({
      kind: 'quote',
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@northwindlogistics.com',
      phone: '+1 (512) 555-0199',
      company: 'Northwind Logistics',
      location: 'Austin, TX',
      noOfStaff: 4,
      message: 'Two customer support agents and two dispatch coordinators for US Central hours.',
      isOkayToRecieveMarketing: true,
      faxNumber: '',
    });

    answer(jsonResponse(201, { message: quoteMessages.success }));

    expect((await screen.findByRole('status')).textContent).toContain(quoteMessages.success);
    for (const label of Object.keys(valid)) expect(screen.getByLabelText<HTMLInputElement>(label).value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('I agree to receive marketing communications').checked).toBe(false);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's message when the quote is refused", async () => {
    stubFetch(async () => jsonResponse(429, { code: 'rate_limited', message: 'Too many requests. Please wait a minute.', error: 'x' }));
    const user = userEvent.setup();
    renderWithProviders(<QuoteForm />);

    await fill(user);
    await user.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests. Please wait a minute.');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Dana');
  });

  it('falls back to the generic failure text without a server message', async () => {
    stubFetch(async () => new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/html' } }));
    const user = userEvent.setup();
    renderWithProviders(<QuoteForm />);

    await fill(user);
    await user.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toContain(quoteMessages.failure);
  });

  it('falls back to the generic failure text when the network fails', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderWithProviders(<QuoteForm />);

    await fill(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(quoteMessages.failure)).toBeTruthy();
  });

  it('hides the spam trap from people', () => {
    renderWithProviders(<QuoteForm />);
    const trap = document.querySelector<HTMLInputElement>('input[name="faxNumber"]');
    expect(trap?.getAttribute('tabindex')).toBe('-1');
    expect(trap?.getAttribute('autocomplete')).toBe('off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
