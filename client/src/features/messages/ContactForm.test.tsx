import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messageMessages } from '@contract/messages';
import { fillFields, type TestUser } from '@/test/fill-fields';
import { jsonResponse, renderWithProviders, sentBody, stubFetch } from '@/test/render';
import { ContactForm, type ContactFormVariant } from './ContactForm';

function setup(variant: ContactFormVariant = 'home') {
  const user = userEvent.setup();
  renderWithProviders(<ContactForm variant={variant} />);
  return { user, submit: () => screen.getByRole('button', { name: /^Submit/ }) };
}

async function fillRequired(user: TestUser) {
  await fillFields(user, {
    'Full name': 'Jordan Reyes',
    Email: 'jordan@acme.com',
    'Contact number': '+1 302 555 0100',
    Message: 'We need two bilingual support agents.',
  });
}

describe('ContactForm', () => {
  it('enables submit once email, full name, phone and message are filled, and keeps it enabled', async () => {
    const { user, submit } = setup();
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Full name'), 'Jordan Reyes');
    await user.type(screen.getByLabelText('Email'), 'jordan@acme.com');
    await user.type(screen.getByLabelText('Contact number'), '3025550100');
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Message'), 'Hello');
    expect(submit()).toHaveProperty('disabled', false);

    await user.clear(screen.getByLabelText('Message'));
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('says beside Submit which required fields are still empty, in the order shown, until none is', async () => {
    const { user } = setup('home');
    const hint = 'Still to fill in: Full name, Email, Contact number, and Message.';
    expect(screen.getByRole('button', { name: 'Submit', description: hint })).toBeTruthy();
    await user.type(screen.getByLabelText('Full name'), 'Jordan Reyes');
    await user.type(screen.getByLabelText('Contact number'), '3025550100');
    expect(screen.getByText('Still to fill in: Email and Message.')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'jordan@acme.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    expect(screen.queryByText(/^Still to fill in/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit', description: '' })).toHaveProperty('disabled', false);
  });

  it('counts the company website among the missing fields on /message-us only', async () => {
    const { user } = setup('message-us');
    expect(screen.getByText('Still to fill in: Full name, Email, Contact number, Company website, and Message.')).toBeTruthy();
    await fillRequired(user);
    // Submit is enabled (the spec's four fields), and the hint still says what the send will ask for.
    expect(screen.getByRole('button', { name: 'Submit', description: 'Still to fill in: Company website.' })).toHaveProperty('disabled', false);
    await user.type(screen.getByLabelText('Company website'), 'acme.com');
    expect(screen.queryByText(/^Still to fill in/)).toBeNull();
  });

  it('shows the contract messages under the fields on submit and sends nothing', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, { message: messageMessages.sent }));
    const { user, submit } = setup('message-us');
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(submit());
    expect(await screen.findByText(messageMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(messageMessages.websiteRequired)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires the company website only on the message-us variant', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, { message: messageMessages.sent }));
    const { user, submit } = setup('home');
    expect(screen.getByLabelText('Company website (optional)')).toBeTruthy();
    await fillRequired(user);
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(screen.queryByText(messageMessages.websiteRequired)).toBeNull();
  });

  it('reads Submitting... while sending, then shows success, clears the fields and sends the body', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, submit } = setup('message-us');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Company website'), 'https://acme.com');
    await user.click(screen.getByLabelText('I would like to receive updates and offers'));
    await user.click(submit());

    const sending = await screen.findByRole('button', { name: 'Submitting...' });
    expect(sending).toHaveProperty('disabled', true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/messages');
    expect(sentBody(fetchMock)).toEqual({
      fullName: 'Jordan Reyes',
      email: 'jordan@acme.com',
      phone: '+1 302 555 0100',
      website: 'https://acme.com',
      message: 'We need two bilingual support agents.',
      isWillingToReceiveUpdates: true,
      faxNumber: '',
    });

    answer(jsonResponse(201, { message: messageMessages.sent }));
    expect(await screen.findByText(messageMessages.sent)).toBeTruthy();
    for (const label of ['Full name', 'Email', 'Contact number', 'Company website', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveProperty('value', '');
    }
    expect(screen.getByLabelText('I would like to receive updates and offers')).toHaveProperty('checked', false);
    expect(submit()).toHaveProperty('disabled', false);
  });

  it("shows the server's message on failure", async () => {
    stubFetch(async () => jsonResponse(429, { code: 'rate_limited', message: 'Too many requests, slow down.', error: 'x' }));
    const { user, submit } = setup();
    await fillRequired(user);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, slow down.');
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Jordan Reyes');
  });

  it.each([
    ['an answer without a message', async () => new Response('', { status: 500 })],
    [
      'a network failure',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("falls back to 'Something went wrong!' on %s", async (_case, respond) => {
    const fetchMock = stubFetch(respond);
    const { user, submit } = setup();
    await fillRequired(user);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(messageMessages.failed);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('renders the faxNumber honeypot hidden and out of the tab order', async () => {
    const { user } = setup();
    const trap = document.querySelector<HTMLInputElement>('input[name="faxNumber"]');
    expect(trap).not.toBeNull();
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.getAttribute('autocomplete')).toBe('off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Fax number' })).toBeNull();

    // Tabbing through the whole form never lands on it.
    for (let step = 0; step < 10; step += 1) {
      await user.tab();
      expect(document.activeElement).not.toBe(trap);
    }
  });

  it("refuses a company website that is not a web address, at the field, and sends nothing", async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, { message: messageMessages.sent }));
    const { user, submit } = setup('message-us');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Company website'), 'not a url');
    await user.click(submit());
    expect(await screen.findByText(messageMessages.websiteInvalid)).toBeTruthy();
    expect(screen.getByLabelText('Company website').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Company website'));
    await user.type(screen.getByLabelText('Company website'), 'acme.com.au/contact');
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
  });

  it('takes the success notice down when the next try starts, even one that fails its checks', async () => {
    stubFetch(async () => jsonResponse(201, { message: messageMessages.sent }));
    const { user, submit } = setup('message-us');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Company website'), 'https://acme.com');
    await user.click(submit());
    expect(await screen.findByText(messageMessages.sent)).toBeTruthy();

    await user.click(submit());
    expect(await screen.findByText(messageMessages.websiteRequired)).toBeTruthy();
    expect(screen.queryByText(messageMessages.sent)).toBeNull();
  });
});
