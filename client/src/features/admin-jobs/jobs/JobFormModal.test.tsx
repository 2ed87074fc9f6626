import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminJob } from '@contract/jobs';
import { admin, renderRoutes } from '@/test/render';
import { fillFields } from '@/test/fill-fields';
import { buildAdminJob, buildJob, callsTo, jsonResponse, statusResponse, stubApi } from '@/test/api-stubs';
import { AdminJobsPage } from './AdminJobsPage';

const existing = buildAdminJob({ _id: 'job-1', title: 'Bookkeeper', postingDate: '2025-01-10T20:00:00.000Z' });
const created = buildJob({ _id: 'job-new', title: 'Bilingual Help Desk Agent', postingDate: '2025-06-01T15:00:00.000Z' });

function stubServer(createAnswer: () => Response = () => jsonResponse(201, { job: created })) {
  const stored: AdminJob[] = [existing];
  return stubApi({
    'GET /api/v1/jobs/all': () => jsonResponse(200, { jobs: stored, total: stored.length }),
    'POST /api/v1/jobs': () => {
      const answer = createAnswer();
      if (answer.ok) stored.unshift({ ...created, applicantCount: 0 });
      return answer;
    },
    'PUT /api/v1/jobs/job-1': () => jsonResponse(200, { job: { ...existing, location: '', benefits: [] } }),
  });
}

function renderPage(entry = '/adminjobspage') {
  return renderRoutes({ routes: [{ path: '/adminjobspage', element: <AdminJobsPage /> }], initialEntries: [entry], user: admin });
}

async function openAddModal() {
  await screen.findByRole('link', { name: 'Bookkeeper' });
  await userEvent.click(screen.getByRole('button', { name: '+ Add Job' }));
  return screen.getByRole('dialog', { name: 'Add New Job' });
}

async function fillRequired(dialog: HTMLElement) {
  const form = within(dialog);
  await fillFields(
    userEvent,
    {
      'Job title': '  Bilingual Help Desk Agent ',
      Location: 'Remote (Philippines)',
      'Operating hours': 'Mon–Fri, 8:00 AM–5:00 PM CST',
      Description: 'Support Spanish- and English-speaking customers.',
      Responsibilities: 'Answer tickets{Enter}{Enter}  {Enter}{Enter}Escalate outages',
      Requirements: 'Fluent Spanish',
    },
    form,
  );
  await userEvent.click(form.getByLabelText('Spanish'));
}

describe('Add New Job and Edit Job modals', () => {
  it('opens a labelled modal dialog with focus inside; Escape closes it', async () => {
    stubServer();
    renderPage();
    const dialog = await openAddModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Type').value).toBe('On-site');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Please fill in all required fields.' and sends nothing when a required field is blank", async () => {
    const mock = stubServer();
    renderPage();
    const dialog = await openAddModal();
    await fillRequired(dialog);
    // Blank lines and spaces only: no responsibility at all.
    await userEvent.clear(within(dialog).getByLabelText('Responsibilities'));
    await userEvent.type(within(dialog).getByLabelText('Responsibilities'), '   {Enter}{Enter}   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Job' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in all required fields.');
    expect(within(dialog).getByLabelText('Responsibilities').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(mock, 'POST /api/v1/jobs')).toHaveLength(0);
  });

  it('requires at least one language', async () => {
    const mock = stubServer();
    renderPage();
    const dialog = await openAddModal();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByLabelText('Spanish'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Job' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in all required fields.');
    expect(callsTo(mock, 'POST /api/v1/jobs')).toHaveLength(0);
  });

  it('posts the job with multi-line text as written, closes, and shows the new job at the top', async () => {
    const mock = stubServer();
    renderPage('/adminjobspage?page=2&q=book');
    await screen.findByRole('link', { name: 'Bookkeeper' });
    await userEvent.click(screen.getByRole('button', { name: '+ Add Job' }));
    await fillRequired(screen.getByRole('dialog'));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Hybrid');
    await userEvent.click(screen.getByRole('button', { name: 'Add Job' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(mock, 'POST /api/v1/jobs')[0]?.body).toEqual({
      title: 'Bilingual Help Desk Agent',
      description: 'Support Spanish- and English-speaking customers.',
      responsibilities: 'Answer tickets\n\n  \n\nEscalate outages',
      operatingHours: 'Mon–Fri, 8:00 AM–5:00 PM CST',
      type: 'Hybrid',
      training: '',
      requirements: 'Fluent Spanish',
      benefits: '',
      location: 'Remote (Philippines)',
      language: ['Spanish'],
    });
    // Back to page 1, newest first, without the search, with the new job in the first row.
    await waitFor(() => {
      const lastQuery = Object.fromEntries(callsTo(mock, 'GET /api/v1/jobs/all').at(-1)!.url.searchParams);
      expect(lastQuery).toEqual({ page: '1', pageSize: '10', sort: 'postingDate_desc' });
    });
    await waitFor(() => {
      const rows = screen.getAllByRole('row');
      expect(within(rows[1]!).getByRole('link', { name: 'Bilingual Help Desk Agent' })).toBeTruthy();
    });
    expect((screen.getByLabelText('Search jobs') as HTMLInputElement).value).toBe('');
  });

  it("alerts 'Failed to add job {status} {statusText}' and keeps the modal open", async () => {
    stubServer(() => statusResponse(400, 'Bad Request'));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderPage();
    const dialog = await openAddModal();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Job' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to add job 400 Bad Request'));
    expect(screen.getByRole('dialog', { name: 'Add New Job' })).toBeTruthy();
  });

  it('prefills Edit Job with lists joined by blank lines and PUTs every field, blank optional ones included', async () => {
    const mock = stubServer();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Edit Job/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Job' });
    const form = within(dialog);
    expect(form.getByLabelText<HTMLTextAreaElement>('Responsibilities').value).toBe('Answer inbound calls\n\nLog tickets');
    expect(form.getByLabelText<HTMLInputElement>('English').checked).toBe(true);
    await userEvent.clear(form.getByLabelText('Benefits (optional)'));
    // happy-dom does not show the value react-hook-form gives a <select> as it mounts, so the type is
    // chosen again here; the hiring journey checks in chromium that Edit Job opens on the saved type.
    await userEvent.selectOptions(form.getByLabelText('Type'), 'Remote');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(mock, 'PUT /api/v1/jobs/job-1')[0]?.body).toEqual({
      title: 'Bookkeeper',
      description: existing.description,
      responsibilities: 'Answer inbound calls\n\nLog tickets',
      operatingHours: existing.operatingHours,
      type: 'Remote',
      training: 'Two weeks of paid product training',
      requirements: 'Two years of call center work',
      benefits: '',
      location: existing.location,
      language: ['English'],
    });
  });

  it("refuses to save Edit Job with a blank title or description: 'Please fill in all required fields.', nothing sent", async () => {
    const mock = stubServer();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Edit Job/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Job' });
    const form = within(dialog);
    await userEvent.clear(form.getByLabelText('Job title'));
    await userEvent.type(form.getByLabelText('Job title'), '   ');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(form.getByRole('alert').textContent).toBe('Please fill in all required fields.');
    expect(form.getByLabelText('Job title').getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(form.getByLabelText('Job title'), 'Senior Bookkeeper');
    await userEvent.clear(form.getByLabelText('Description'));
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(form.getByRole('alert').textContent).toBe('Please fill in all required fields.');
    expect(form.getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(mock, 'PUT /api/v1/jobs/job-1')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Edit Job' })).toBeTruthy();
  });

  it("alerts 'Failed to update job {status} {statusText}' when the edit fails", async () => {
    stubApi({
      'GET /api/v1/jobs/all': () => jsonResponse(200, { jobs: [existing], total: 1 }),
      'PUT /api/v1/jobs/job-1': () => statusResponse(404, 'Not Found'),
    });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Edit Job/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update job 404 Not Found'));
  });
});
