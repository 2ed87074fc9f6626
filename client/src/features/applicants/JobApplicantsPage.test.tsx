import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Applicant } from '@contract/applicants';
import { admin, renderRoutes } from '@/test/render';
import { buildJob, callsTo, jsonResponse, statusResponse, stubApi } from '@/test/api-stubs';
import { buildApplicant } from './test-applicants';
import { JobApplicantsPage } from './JobApplicantsPage';

const job = buildJob({ _id: 'job-1', title: 'Customer Support Representative' });
const maria = buildApplicant({ _id: 'app-1', firstName: 'Maria', lastName: 'Santos', status: 'Unread', remarks: '' });
const jose = buildApplicant({
  _id: 'app-2',
  firstName: 'Jose',
  lastName: 'Reyes',
  email: 'jose.reyes@example.com',
  status: 'Short Listed',
  remarks: 'Strong English',
  resumeLink: null,
});

type PatchAnswer = (applicant: Applicant, body: Record<string, unknown>) => Response;
const savedPatch: PatchAnswer = (applicant, body) => jsonResponse(200, { applicant: { ...applicant, ...body }, emailed: Boolean(body.sendEmail) });

function stubServer(patch: PatchAnswer = savedPatch, list: Applicant[] = [maria, jose], total = list.length) {
  const stored = list.map((applicant) => ({ ...applicant }));
  const patchOf = (id: string) => (_url: URL, init: RequestInit | undefined) => {
    const index = stored.findIndex((applicant) => applicant._id === id);
    const answer = patch(stored[index]!, JSON.parse(String(init?.body)) as Record<string, unknown>);
    if (answer.ok) answer.clone().json().then((body: { applicant: Applicant }) => (stored[index] = body.applicant));
    return answer;
  };
  return stubApi({
    'GET /api/v1/jobs/job-1/applicants': () => jsonResponse(200, { job: { ...job, applicantIds: stored }, total }),
    'PATCH /api/v1/applicants/app-1': patchOf('app-1'),
    'PATCH /api/v1/applicants/app-2': patchOf('app-2'),
    'GET /api/v1/applicants/app-1/resume': () =>
      new Response(new Blob(['%PDF-1.4\n%%EOF'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } }),
  });
}

function renderPage(entry = '/job/job-1/applicants') {
  return renderRoutes({ routes: [{ path: '/job/:id/applicants', element: <JobApplicantsPage /> }], initialEntries: [entry], user: admin });
}

async function rowOf(name: string) {
  const link = await screen.findByRole('link', { name });
  return link.closest('tr')!;
}

function stubAlert() {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  return alert;
}

describe('JobApplicantsPage', () => {
  it("has its own tab title, naming the job once it is loaded, not the home page's", async () => {
    stubServer();
    renderPage();
    expect(document.title).toBe('Applicants | Bayanihan Remote');
    await waitFor(() => expect(document.title).toBe('Applicants for Customer Support Representative | Bayanihan Remote'));
  });

  it('titles the page with the job and asks for page 1 of 5, newest first', async () => {
    const mock = stubServer();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicants for Customer Support Representative' })).toBeTruthy();
    expect(Object.fromEntries(callsTo(mock, 'GET /api/v1/jobs/job-1/applicants')[0]!.url.searchParams)).toEqual({
      page: '1',
      pageSize: '5',
      sort: 'createdAt_desc',
    });
  });

  it('links the name to the details page and the e-mail to mailto:, and says No Resume when there is none', async () => {
    stubServer();
    renderPage();
    const row = await rowOf('Jose Reyes');
    expect(within(row).getByRole('link', { name: 'Jose Reyes' }).getAttribute('href')).toBe('/applicantDetails/app-2');
    const mail = within(row)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.startsWith('mailto:'));
    expect(mail?.getAttribute('href')).toBe('mailto:jose.reyes@example.com');
    expect(mail?.textContent).toBe('jose.reyes@example.com');
    expect(within(row).getByText('No Resume')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /View Resume/ })).toBeNull();
  });

  it('sorts by name, applied date and status, toggling on a repeated click', async () => {
    const mock = stubServer();
    renderPage();
    await rowOf('Maria Santos');
    const lastSort = () => callsTo(mock, 'GET /api/v1/jobs/job-1/applicants').at(-1)?.url.searchParams.get('sort');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastSort()).toBe('name_asc'));
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastSort()).toBe('name_desc'));
    await userEvent.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(lastSort()).toBe('status_asc'));
    expect(screen.getByRole('columnheader', { name: /Status/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Applied' }));
    await waitFor(() => expect(lastSort()).toBe('createdAt_desc'));
  });

  it("says 'Please modify at least one field before saving.' above the table and sends nothing when nothing changed", async () => {
    const mock = stubServer();
    const alert = stubAlert();
    renderPage();
    const row = await rowOf('Jose Reyes');
    await userEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    expect(within(row).getByLabelText<HTMLSelectElement>('Status').value).toBe('Short Listed');
    expect(within(row).getByLabelText<HTMLInputElement>('Remarks').value).toBe('Strong English');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Please modify at least one field before saving.');

    await userEvent.clear(within(row).getByLabelText('Remarks'));
    await userEvent.type(within(row).getByLabelText('Remarks'), '   ');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Please modify at least one field before saving.');
    expect(alert).not.toHaveBeenCalled();
    expect(callsTo(mock, 'PATCH /api/v1/applicants/app-2')).toHaveLength(0);
  });

  it('sends only the remarks when only they changed, then confirms the save above the table and in the row, focus on its Edit', async () => {
    const mock = stubServer();
    const alert = stubAlert();
    renderPage();
    const row = await rowOf('Maria Santos');
    await userEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    expect(within(row).getByLabelText<HTMLSelectElement>('Status').value).toBe('');
    expect(within(row).getByRole('option', { name: 'Select status' })).toBeTruthy();
    await userEvent.type(within(row).getByLabelText('Remarks'), '  Call back Tuesday ');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Applicant updated successfully! (Maria Santos)')).toBeTruthy();
    expect(screen.getByText('Applicant updated successfully! (Maria Santos)').getAttribute('role')).toBe('status');
    expect(callsTo(mock, 'PATCH /api/v1/applicants/app-1')[0]?.body).toEqual({ remarks: 'Call back Tuesday' });
    expect(within(row).queryByLabelText('Remarks')).toBeNull();
    expect(within(row).getByText('Call back Tuesday')).toBeTruthy();
    expect(within(row).getByText('Saved')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Edit Maria Santos' })));
    expect(alert).not.toHaveBeenCalled();

    // The next edit takes the confirmation down.
    await userEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    expect(screen.queryByText('Applicant updated successfully! (Maria Santos)')).toBeNull();
    expect(within(row).queryByText('Saved')).toBeNull();
  });

  it('changes the status and, when asked, e-mails the template of the new status (or another chosen one)', async () => {
    const mock = stubServer();
    const alert = stubAlert();
    renderPage();
    const row = await rowOf('Maria Santos');
    await userEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    expect(within(row).queryByLabelText('E-mail the applicant')).toBeNull();
    await userEvent.selectOptions(within(row).getByLabelText('Status'), 'Initial Interview');
    const email = within(row).getByLabelText<HTMLInputElement>('E-mail the applicant');
    expect(email.checked).toBe(false);
    await userEvent.click(email);
    expect(within(row).getByLabelText<HTMLSelectElement>('E-mail template').value).toBe('Initial Interview');
    expect(within(within(row).getByLabelText('E-mail template')).getByRole('option', { name: 'Rejected' })).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Applicant updated successfully! (Maria Santos)')).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    expect(callsTo(mock, 'PATCH /api/v1/applicants/app-1')[0]?.body).toEqual({ status: 'Initial Interview', sendEmail: 'Initial Interview' });
    expect(await within(row).findByText('Initial Interview')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    await userEvent.selectOptions(within(row).getByLabelText('Status'), 'Job Offer');
    await userEvent.click(within(row).getByLabelText('E-mail the applicant'));
    await userEvent.selectOptions(within(row).getByLabelText('E-mail template'), 'Final Interview');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(mock, 'PATCH /api/v1/applicants/app-1')[1]?.body).toEqual({ status: 'Job Offer', sendEmail: 'Final Interview' }));
  });

  it('sends no e-mail when the box is left unticked, and Cancel leaves the row as it was', async () => {
    const mock = stubServer();
    stubAlert();
    renderPage();
    const row = await rowOf('Jose Reyes');
    await userEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    await userEvent.selectOptions(within(row).getByLabelText('Status'), 'Final Interview');
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(within(row).getByText('Short Listed')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    await userEvent.selectOptions(within(row).getByLabelText('Status'), 'Final Interview');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(mock, 'PATCH /api/v1/applicants/app-2')[0]?.body).toEqual({ status: 'Final Interview' }));
  });

  it("says 'Failed to update applicant {status} {statusText}' above the table and stays in edit mode", async () => {
    stubServer(() => statusResponse(403, 'Forbidden'));
    const alert = stubAlert();
    renderPage();
    const row = await rowOf('Maria Santos');
    await userEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    await userEvent.selectOptions(within(row).getByLabelText('Status'), 'Short Listed');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to update applicant 403 Forbidden'));
    expect(alert).not.toHaveBeenCalled();
    expect(within(row).getByLabelText('Status')).toBeTruthy();
  });

  it('opens the resume in a dialog with the embedded viewer; Escape closes it', async () => {
    const mock = stubServer();
    renderPage();
    const row = await rowOf('Maria Santos');
    await userEvent.click(within(row).getByRole('button', { name: /View Resume/ }));
    const dialog = screen.getByRole('dialog', { name: 'Resume of Maria Santos' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(await within(dialog).findByTitle('Resume of Maria Santos')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Print/ })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: /Download/ })).toBeTruthy();
    const resumeCall = callsTo(mock, 'GET /api/v1/applicants/app-1/resume')[0];
    expect(new Headers(resumeCall?.init?.headers).get('authorization')).toBe('Bearer admin-token');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the job has no applicants', async () => {
    stubServer(savedPatch, []);
    renderPage();
    expect(await screen.findByText('No applicants found for this job.')).toBeTruthy();
  });

  it('says the data is invalid when the answer has no job or no applicantIds', async () => {
    stubApi({ 'GET /api/v1/jobs/job-1/applicants': () => jsonResponse(200, { job: { ...job } }) });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid applicant data received from the server.');
  });

  it("shows 'Error: {status} {statusText}' when the job is unknown", async () => {
    stubApi({ 'GET /api/v1/jobs/job-1/applicants': () => statusResponse(404, 'Not Found', { message: 'Job not found.' }) });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Error: 404 Not Found');
  });
});
