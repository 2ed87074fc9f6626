import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingZoneFor } from '@contract/catalogues/time-zones';
import { bookingMessages } from '@contract/inquiries';
import { fillFields, type TestUser } from '@/test/fill-fields';
import { jsonResponse, renderWithProviders, sentBody, stubFetch } from '@/test/render';
import { BookingForm } from './BookingForm';

const fieldLabels = ['Company or identity', 'First name', 'Last name', 'Email', 'Contact number', 'Timezone', 'Date', 'Time from', 'Time to'];

/** The zone the visitor's browser reports (undefined: one it does not tell). */
function visitorIn(timeZone: string | undefined) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone } as Intl.ResolvedDateTimeFormatOptions;
  });
}

afterEach(() => vi.restoreAllMocks());

const zoneSelect = () => screen.getByLabelText<HTMLSelectElement>('Timezone');

function setup(fromServerHtml?: (serverHtml: HTMLElement) => void) {
  const user = userEvent.setup();
  renderWithProviders(<BookingForm titleId="booking-title" />, { fromServerHtml });
  return { user, submit: () => screen.getByRole('button', { name: /^Submit/ }) };
}

const booking: Record<string, string> = {
  'Company or identity': 'Acme Dental Group',
  'First name': 'Jordan',
  'Last name': 'Reyes',
  Email: 'jordan@acmedental.com',
  'Contact number': '(302) 555-0100',
  Date: '2030-07-15',
  'Time from': '09:30',
  'Time to': '10:00',
  Timezone: 'EST',
};

async function fillAll(user: TestUser, except?: string) {
  await fillFields(user, Object.fromEntries(Object.entries(booking).filter(([label]) => label !== except)));
}

function shownErrors(): string[] {
  return Array.from(document.querySelectorAll('[id$="-error"]')).map((node) => node.textContent ?? '');
}

describe('BookingForm', () => {
  it('has the title, the two groups and the empty timezone option first, then UTC, the US, Canada and Australia', () => {
    visitorIn(undefined);
    setup();
    expect(screen.getByRole('heading', { name: 'initial booking form' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Contact information' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pick a date' })).toBeTruthy();
    const options = within(screen.getByLabelText('Timezone')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'UTC',
      'EST',
      'CST',
      'MST',
      'PST',
      'America/St_Johns',
      'America/Halifax',
      'America/Toronto',
      'America/Winnipeg',
      'America/Edmonton',
      'America/Vancouver',
      'Australia/Sydney',
      'Australia/Brisbane',
      'Australia/Adelaide',
      'Australia/Darwin',
      'Australia/Perth',
    ]);
    expect(options[0]?.textContent).toBe('Select a timezone');
    expect(zoneSelect().value).toBe('');
    const groups = [...zoneSelect().querySelectorAll('optgroup')];
    expect(groups.map((group) => group.label)).toEqual(['Universal', 'United States', 'Canada', 'Australia']);
    expect(within(groups[2]!).getByRole('option', { name: 'Eastern Time — Toronto, Ottawa, Montreal' })).toBeTruthy();
    expect(within(groups[3]!).getByRole('option', { name: 'Western Time — Perth' })).toBeTruthy();
    expect(screen.getByLabelText('Date').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('Time from').getAttribute('type')).toBe('time');
  });

  it("offers no date before the visitor's today (set in the browser: the page's HTML is built earlier)", async () => {
    setup();
    const now = new Date();
    const today = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    await waitFor(() => expect(screen.getByLabelText('Date').getAttribute('min')).toBe(today));
  });

  it("starts on the visitor's own zone once hydrated: the server's HTML starts on 'Select a timezone'", async () => {
    visitorIn('Australia/Perth');
    setup((serverHtml) => expect(within(serverHtml).getByLabelText<HTMLSelectElement>('Timezone').value).toBe(''));
    await waitFor(() => expect(zoneSelect().value).toBe('Australia/Perth'));
    expect(zoneSelect().selectedOptions[0]?.textContent).toBe('Western Time — Perth');
  });

  it.each([
    ['America/New_York', 'EST'],
    ['America/Los_Angeles', 'PST'],
    ['America/Vancouver', 'America/Vancouver'],
    ['Australia/Melbourne', 'Australia/Sydney'],
    ['Etc/UTC', 'UTC'],
  ])('in %s starts on %s, the offered zone with the same clock', async (zone, offered) => {
    visitorIn(zone);
    setup();
    await waitFor(() => expect(zoneSelect().value).toBe(offered));
    expect(zoneSelect().querySelector('optgroup[label="Your time zone"]')).toBeNull();
  });

  it("adds the visitor's zone when none offered has its clock, and sends it", async () => {
    visitorIn('Asia/Manila');
    const fetchMock = stubFetch(async () => jsonResponse(201, { message: bookingMessages.submitted }));
    const { user, submit } = setup();
    await waitFor(() => expect(zoneSelect().value).toBe('Asia/Manila'));
    expect(zoneSelect().querySelector('optgroup[label="Your time zone"]')?.textContent).toBe('Asia/Manila');
    await fillAll(user, 'Timezone');
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: bookingMessages.submitted });
    expect(dialog.textContent).toContain('9:30 AM to 10:00 AM (Asia/Manila)');
    expect(sentBody(fetchMock)).toMatchObject({ timeZone: 'Asia/Manila' });
    // Reset, the form starts on the visitor's zone again.
    expect(zoneSelect().value).toBe('Asia/Manila');
  });

  it("shows every one of the spec's messages, in order, once the fields are touched", async () => {
    visitorIn(undefined);
    const { user } = setup();
    expect(shownErrors()).toEqual([]);
    await user.click(screen.getByLabelText('Company or identity'));
    for (let step = 0; step < fieldLabels.length; step += 1) await user.tab();

    await waitFor(() =>
      expect(shownErrors()).toEqual([
        'Company or identity is required.',
        'First name is required.',
        'Last name is required.',
        'Email is required.',
        'Contact number is required.',
        'Timezone is required.',
        'Date is required.',
        'Start time is required.',
        'End time is required.',
      ]),
    );
    for (const label of fieldLabels) expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the e-mail against the booking pattern (2 to 4 letters after the last dot)', async () => {
    const { user } = setup();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'jordan@acmedental');
    await user.tab();
    expect(await screen.findByText(bookingMessages.emailInvalid)).toBeTruthy();
    await user.type(email, '.company');
    expect(screen.getByText(bookingMessages.emailInvalid)).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'jordan@acmedental.com');
    await waitFor(() => expect(screen.queryByText(bookingMessages.emailInvalid)).toBeNull());
  });

  it('keeps Submit disabled until every field is valid', async () => {
    const { user, submit } = setup();
    expect(submit()).toHaveProperty('disabled', true);
    await fillAll(user, 'Time to');
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Time to'), '10:00');
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
  });

  it('sends the booking, opens the dialog with focus inside, and resets the form', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, { message: bookingMessages.submitted }));
    const { user, submit } = setup();
    await fillAll(user);
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    await user.click(submit());

    const dialog = await screen.findByRole('dialog', { name: bookingMessages.submitted });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.textContent).toContain('Monday, July 15, 2030, 9:30 AM to 10:00 AM');

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/inquiries');
    expect(sentBody(fetchMock)).toEqual({
      kind: 'booking',
      company: 'Acme Dental Group',
      firstName: 'Jordan',
      lastName: 'Reyes',
      email: 'jordan@acmedental.com',
      phone: '(302) 555-0100',
      timeZone: 'EST',
      date: '2030-07-15',
      timeFrom: '09:30',
      timeTo: '10:00',
      faxNumber: '',
    });

    for (const label of fieldLabels.filter((label) => label !== 'Timezone')) expect(screen.getByLabelText(label)).toHaveProperty('value', '');
    // The time zone starts again on the visitor's (UTC on this machine).
    expect(zoneSelect().value).toBe(bookingZoneFor(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? '');
    expect(submit()).toHaveProperty('disabled', true);
    expect(shownErrors()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Submit, which opened the dialog, is disabled now: focus goes to the form's title, not the top of the page.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'initial booking form' }));
  });

  it('refuses a date in the past at the date field and sends nothing', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, { message: bookingMessages.submitted }));
    const { user, submit } = setup();
    await fillFields(user, { ...booking, Date: '2020-03-02' });
    await user.click(screen.getByLabelText('Company or identity'));
    await waitFor(() => expect(shownErrors()).toEqual([bookingMessages.datePast]));
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
    expect(submit()).toHaveProperty('disabled', true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes the dialog with Escape', async () => {
    stubFetch(async () => jsonResponse(201, { message: bookingMessages.submitted }));
    const { user, submit } = setup();
    await fillAll(user);
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    await user.click(submit());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'initial booking form' }));
  });

  it("on a server failure shows the server's message, opens no dialog, and still resets", async () => {
    stubFetch(async () => jsonResponse(429, { code: 'rate_limited', message: 'Too many requests. Try again in a minute.', error: 'x' }));
    const { user, submit } = setup();
    await fillAll(user);
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try again in a minute.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Company or identity')).toHaveProperty('value', '');
  });
});
