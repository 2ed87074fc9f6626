import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, renderWithProviders, stubFetch } from '@/test/render';
import { buildStaffingRow, buildTalent } from '@/features/placements/test-placements';
import { AssignTalentDialog } from './AssignTalentDialog';

const technicalRow = buildStaffingRow({ plan: 'jr_technical', role: 'Junior Technical', description: 'Junior Technical — 2 talents × 3 months, billed monthly' });

/** The dialog for an open seat of `row`; the server answers `talents` to GET /staffing/talents. */
function openDialog(talents: ReturnType<typeof buildTalent>[], row = technicalRow) {
  const queries: URLSearchParams[] = [];
  stubFetch(async (input) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/staffing/talents') queries.push(url.searchParams);
    return jsonResponse(200, { talents, total: talents.length });
  });
  renderWithProviders(<AssignTalentDialog target={{ kind: 'assign', row }} onClose={() => undefined} onDone={() => undefined} />, { user: admin });
  return { dialog: screen.getByRole('dialog', { name: 'Assign a talent' }), queries };
}

describe('the Assign dialog', () => {
  it("asks for the seat's plan and offers first the talents hired for its role, each with the job they were hired for", async () => {
    const { dialog, queries } = openDialog([
      buildTalent({ applicantId: 'a-7', name: 'Ben Okafor', jobTitle: 'Junior Web Developer', matchesRole: true }),
      buildTalent({ applicantId: 'a-8', name: 'Dina Okafor', jobTitle: 'Dental Receptionist', matchesRole: false }),
    ]);

    const matching = await within(dialog).findByRole('region', { name: 'Hired for Junior Technical work' });
    const others = within(dialog).getByRole('region', { name: 'Other hired talents' });
    expect(within(matching).getByRole('radio', { name: /Ben Okafor/ })).toBeTruthy();
    expect(within(matching).getByText('Junior Web Developer · Hired November 24, 2026')).toBeTruthy();
    expect(within(others).getByRole('radio', { name: /Dina Okafor/ })).toBeTruthy();
    expect(within(others).getByText('Dental Receptionist · Hired November 24, 2026')).toBeTruthy();
    // The matching talent comes first, in the page's order as well.
    const radios = within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(radios[0]).toMatch(/^Ben Okafor/);
    expect(radios[1]).toMatch(/^Dina Okafor/);
    expect(queries[0]?.get('plan')).toBe('jr_technical');
  });

  it('says when nobody free was hired for the role, and still offers the others', async () => {
    const { dialog } = openDialog([buildTalent({ name: 'Dina Okafor', jobTitle: 'Dental Receptionist', matchesRole: false })]);
    const matching = await within(dialog).findByRole('region', { name: 'Hired for Junior Technical work' });
    expect(within(matching).getByText('No free hired talent was hired for a job of this role.')).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Other hired talents' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /Dina Okafor/ })).toBeTruthy();
  });

  it("sends the admin to the applicant's page when no hired talent is free", async () => {
    const { dialog } = openDialog([]);
    const link = await within(dialog).findByRole('link', { name: 'open them from the Applicants page' });
    expect(link.getAttribute('href')).toBe('/applicants');
    expect(link.closest('p')!.textContent).toBe('No hired talent is free. Set the applicant to Hired on their page: open them from the Applicants page.');
  });
});
