import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admin, jsonResponse, renderRoutes, sentBody, stubFetch } from '@/test/render';
import { applicantsRoutes } from './routes';
import { buildApplicant } from './test-applicants';

function renderDetails(id = 'a-1') {
  return renderRoutes({ routes: applicantsRoutes, initialEntries: [`/applicantDetails/${id}`], user: admin });
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** Answers the applicant; the resume PDF only when a test looks at it (otherwise it stays loading). */
function stubApplicant(applicant = buildApplicant(), { serveResume = false } = {}) {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:resume');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return stubFetch(async (url) => {
    if (url.endsWith('/resume')) {
      if (!serveResume) return new Promise<Response>(() => undefined);
      return new Response(new Blob(['%PDF-1.4\n%%EOF']), {
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="maria-santos.pdf"' },
      });
    }
    return jsonResponse(200, { applicant });
  });
}

describe('Applicant details', () => {
  it('shows every answer read-only, with the admin token sent', async () => {
    const fetchMock = stubApplicant();
    renderDetails();
    // The first test waits for the page's lazy module to load cold.
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicant details' }, { timeout: 15_000 })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Maria Santos' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/applicants/a-1');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer admin-token');

    const expected: Record<string, string> = {
      'First name': 'Maria',
      'Last name': 'Santos',
      Email: 'maria.santos@example.com',
      Phone: '09171234567',
      'Zip code': '1630',
      'Fluent language': 'English',
      'Staff managed': '5-15',
      'Years of customer service experience': '3+',
      'Years of call center experience': '2',
      Job: 'Customer Support Representative',
      Status: 'Unread',
      Remarks: 'N/A',
    };
    for (const [label, value] of Object.entries(expected)) {
      expect(valueOf(label), label).toBe(value);
      expect((screen.getByLabelText(label) as HTMLInputElement).readOnly, label).toBe(true);
    }
    expect(valueOf('Applied')).toMatch(/^March 4, 2025 at \d{1,2}:\d{2}\s[AP]M$/);
    expect(valueOf('Last updated')).toMatch(/^March 5, 2025 at /);
    expect(screen.getByRole('link', { name: /Back to applicants/ }).getAttribute('href')).toBe('/applicants');
  });

  it('says it is loading until the answer arrives', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderDetails();
    expect((await screen.findByRole('status')).textContent).toBe('Loading applicant...');
  });

  it('shows the background-check answer as disabled radios', async () => {
    stubApplicant(buildApplicant({ isWillingForBackgroundCheck: false }));
    renderDetails();
    const legend = await screen.findByText('Willing to undergo a background check');
    const group = legend.closest('fieldset')!;
    const yes = within(group).getByRole('radio', { name: 'Yes' }) as HTMLInputElement;
    const no = within(group).getByRole('radio', { name: 'No' }) as HTMLInputElement;
    expect([yes.checked, no.checked]).toEqual([false, true]);
    expect([yes.disabled, no.disabled]).toEqual([true, true]);
  });

  it('says so when there is no job, and shows the remarks', async () => {
    stubApplicant(buildApplicant({ job: null, remarks: 'Strong English; schedule a call.' }));
    renderDetails();
    await screen.findByRole('heading', { level: 2, name: 'Maria Santos' });
    expect(valueOf('Job')).toBe('No Job Assigned');
    expect(valueOf('Remarks')).toBe('Strong English; schedule a call.');
  });

  it('embeds the resume in the viewer, with Print and Download', async () => {
    const fetchMock = stubApplicant(buildApplicant(), { serveResume: true });
    renderDetails();
    const section = (await screen.findByRole('heading', { level: 2, name: 'Resume' })).closest('section')!;
    expect(section.id).toBe('resume');
    const frame = await within(section).findByTitle('Resume of Maria Santos');
    expect(frame.getAttribute('src')).toBe('blob:resume');
    expect(within(section).getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Download' }).getAttribute('download')).toBe('maria-santos.pdf');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/applicants/a-1/resume')).toBe(true);
  });

  it("shows the server's reason when it withholds a resume it could not check for scripts", async () => {
    stubFetch(async (url) =>
      url.endsWith('/resume')
        ? jsonResponse(422, { code: 'files.unsafe_pdf', message: 'This document could not be checked for scripts, so it is not shown.', error: 'x' })
        : jsonResponse(200, { applicant: buildApplicant() }),
    );
    renderDetails();
    expect((await screen.findByRole('alert')).textContent).toBe('Error: This document could not be checked for scripts, so it is not shown.');
    expect(screen.queryByTitle('Resume of Maria Santos')).toBeNull();
  });

  it('says when there is no resume', async () => {
    stubApplicant(buildApplicant({ resumeLink: null }));
    renderDetails();
    expect(await screen.findByText('No resume available.')).toBeTruthy();
  });

  it('reads an unknown applicant as missing data', async () => {
    stubFetch(async () => jsonResponse(404, { message: 'Applicant not found.' }));
    renderDetails('nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Applicant data is missing or corrupted.');
  });

  it('shows the status of another failure', async () => {
    stubFetch(async () => new Response('{}', { status: 503, statusText: 'Service Unavailable' }));
    renderDetails();
    expect((await screen.findByRole('alert')).textContent).toBe('Error: 503 Service Unavailable');
  });

  describe('the status control', () => {
    /** The applicant's page; a PATCH gets `answer`, and the applicant is read again with what was saved. */
    function stubStatusChange(answer: (body: { status: string; sendEmail?: string }) => Response) {
      let applicant = buildApplicant({ status: 'Job Offer' });
      return stubFetch(async (url, init) => {
        if (url.endsWith('/resume')) return new Promise<Response>(() => undefined);
        if (init?.method === 'PATCH') {
          const response = answer(JSON.parse(init.body as string));
          if (response.ok) applicant = (await response.clone().json()).applicant;
          return response;
        }
        return jsonResponse(200, { applicant });
      });
    }
    const patches = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.flatMap(([url, init], index) => (init?.method === 'PATCH' ? [{ url, body: sentBody(mock, index) }] : []));

    it('sets the applicant Hired from their page, says when it saved, and leads to Staffing', async () => {
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:resume');
      const fetchMock = stubStatusChange(({ status }) =>
        jsonResponse(200, { applicant: buildApplicant({ status, updatedAt: '2025-03-06T15:20:00.000Z' }), emailed: false }),
      );
      const user = userEvent.setup();
      renderDetails();
      const section = (await screen.findByRole('heading', { level: 2, name: 'Hiring status' })).closest('section')!;
      const select = within(section).getByLabelText('Set status') as HTMLSelectElement;
      expect(select.value).toBe('Job Offer');
      expect([...select.options].map((option) => option.value)).toEqual(['Short Listed', 'Initial Interview', 'Final Interview', 'Job Offer', 'Hired']);
      const save = within(section).getByRole('button', { name: 'Save status' }) as HTMLButtonElement;
      expect(save.disabled).toBe(true);
      expect(within(section).getByText(/left unticked, no e-mail is sent\.$/).textContent).toContain('maria.santos@example.com');

      await user.selectOptions(select, 'Hired');
      await user.click(save);
      const saved = await within(section).findByRole('status');
      expect(saved.textContent).toMatch(/^Saved: status set to Hired on March 6, 2025 at \d{1,2}:\d{2}\s[AP]M\. No e-mail was sent\. Place them in a seat on the Staffing page\.$/);
      expect(within(saved).getByRole('link', { name: 'Place them in a seat on the Staffing page.' }).getAttribute('href')).toBe('/staffing');
      expect(patches(fetchMock)).toEqual([{ url: '/api/v1/applicants/a-1', body: { status: 'Hired' } }]);
      expect(new Headers(fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')?.[1]?.headers).get('authorization')).toBe('Bearer admin-token');
      // The page reads the applicant again: the badge and the profile say Hired.
      await waitFor(() => expect(valueOf('Status')).toBe('Hired'));
      expect(save.disabled).toBe(true);
    });

    it('e-mails the applicant the new status only when asked', async () => {
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:resume');
      const fetchMock = stubStatusChange(({ status, sendEmail }) => jsonResponse(200, { applicant: buildApplicant({ status }), emailed: sendEmail !== undefined }));
      const user = userEvent.setup();
      renderDetails();
      const select = await screen.findByLabelText('Set status');
      await user.selectOptions(select, 'Final Interview');
      await user.click(screen.getByRole('checkbox', { name: 'E-mail Maria about the new status' }));
      await user.click(screen.getByRole('button', { name: 'Save status' }));
      expect((await screen.findByText(/^Saved: status set to Final Interview/)).textContent).toMatch(/ Maria was sent the Final Interview e-mail\.$/);
      expect(patches(fetchMock)).toEqual([{ url: '/api/v1/applicants/a-1', body: { status: 'Final Interview', sendEmail: 'Final Interview' } }]);
    });

    it("shows the server's words when the change is refused", async () => {
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:resume');
      stubStatusChange(() => jsonResponse(404, { code: 'applicants.not_found', message: 'Applicant not found.', error: 'Not Found' }));
      const user = userEvent.setup();
      renderDetails();
      await user.selectOptions(await screen.findByLabelText('Set status'), 'Hired');
      await user.click(screen.getByRole('button', { name: 'Save status' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Applicant not found.');
      expect(screen.queryByText(/^Saved:/)).toBeNull();
    });
  });

  it('rejects an answer that is not an applicant', async () => {
    stubFetch(async () => jsonResponse(200, { applicant: { _id: 'a-1' } }));
    renderDetails();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid applicant data received from the server.'));
  });
});
