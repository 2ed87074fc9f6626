import { screen } from '@testing-library/react';
import { fillFields, type TestUser } from '@/test/fill-fields';

export const resumePdf = () => new File(['%PDF-1.4\n%%EOF'], 'maria-santos-resume.pdf', { type: 'application/pdf' });

/** Fills every field of the application form validly, the resume included. */
export async function fillApplication(user: TestUser, { backgroundCheck = 'No' }: { backgroundCheck?: 'Yes' | 'No' } = {}) {
  await fillFields(user, {
    'First name': 'Maria',
    'Last name': 'Santos',
    Email: 'maria.santos@example.com',
    Phone: '09171234567',
    'Zip code': '1226',
    'Fluent language': 'Spanish',
    'Staff managed': '5-15',
  });
  await user.click(screen.getByRole('radio', { name: backgroundCheck }));
  await fillFields(user, { 'Years of customer service experience': '3+', 'Years of call center experience': '2' });
  await user.upload(screen.getByLabelText('Choose a PDF resume'), resumePdf());
}
