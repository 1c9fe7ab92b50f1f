import { Api, publishVacancy } from '../support/api';
import { mainMenu, openUserMenu, visit } from '../support/app';
import { expect, test } from '../support/fixtures';
import { samplePdf, samplePng } from '../support/sample-files';

test('a new applicant registers, completes the profile with photo and CV, applies and sees it submitted', async ({
  page,
  tenants,
}) => {
  const tenant = await tenants.create('Pilot Harbour');
  const admin = await new Api(tenant.slug).signIn(tenant.admin);
  const vacancy = await publishVacancy(admin, {
    title: 'Harbour Pilot',
    category: 'experienced-hire',
    questions: [
      { prompt: 'Do you hold a pilot licence?', kind: 'yes_no', required: true },
      { prompt: 'Preferred shift', kind: 'choice', options: ['Day', 'Night'], required: true },
      { prompt: 'Anything else we should know?', kind: 'text' },
    ],
  });

  await test.step('arrives from a job board, registers and has no Job Vacancy entry yet', async () => {
    // A job board's feed links to the vacancy with its source; it is kept through registering.
    await visit(page, tenant, `/job-vacancy/${vacancy}?source=harbour-board`);
    await expect(page.getByRole('heading', { name: 'Harbour Pilot' })).toBeVisible();
    await visit(page, tenant, '/register');
    await page.getByLabel('Name').fill('Robin Reyes');
    await page.getByLabel('Email').fill('robin@applicant.test');
    await page.getByLabel('Password').fill('robin-password-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText(
      'robin@applicant.test',
    );
    await expect(page.getByTestId('layout-horizontal')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Job Vacancy' })).toHaveCount(0);
  });

  await test.step('saves the profile, then adds a photo and a CV', async () => {
    await (await openUserMenu(page)).getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL('/my-profile');
    await expect(page.getByLabel('Full name')).toHaveValue('Robin Reyes');
    await page.getByLabel('Phone').fill('+351 910 000 000');
    await page.getByLabel('City').fill('Porto');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: 'Job Vacancy' })).toBeVisible();

    await page.getByLabel('Choose a photo').setInputFiles({
      name: 'robin.png',
      mimeType: 'image/png',
      buffer: samplePng(),
    });
    // The navbar shows the stored photo, served back by the API: a real 32 × 32 PNG.
    const navbarAvatar = page.getByRole('button', { name: 'User menu' }).locator('img');
    await expect
      .poll(() => navbarAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(32);

    await page.getByLabel('Upload your CV').setInputFiles({
      name: 'Robin Reyes CV.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('Robin Reyes - harbour pilot'),
    });
    await expect(page.getByText('Robin Reyes CV.pdf')).toBeVisible();
    await expect(page.getByLabel('Replace your CV')).toBeVisible();
  });

  await test.step('applies to a vacancy with questions', async () => {
    await mainMenu(page).getByRole('button', { name: 'Job Vacancy' }).click();
    await mainMenu(page).getByRole('link', { name: 'Experienced' }).click();
    await page.getByRole('link', { name: 'Harbour Pilot' }).click();
    await page.getByRole('link', { name: 'Apply now' }).click();
    await expect(page.getByRole('heading', { name: 'Apply for Harbour Pilot' })).toBeVisible();

    await expect(page.getByText('Robin Reyes CV.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please answer this question.')).toHaveCount(2);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('radio', { name: 'Night' }).check();
    await page.getByLabel('Anything else we should know?').fill('I know every buoy by name.');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByLabel(/I have read the privacy notice/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const review = page.locator('dl');
    await expect(review).toContainText('Do you hold a pilot licence?Yes');
    await expect(review).toContainText('Preferred shiftNight');
    await expect(review).toContainText('I know every buoy by name.');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application sent' })).toBeVisible();
  });

  await test.step('sees it under My Application with status submitted', async () => {
    await page.getByRole('link', { name: 'My Application' }).click();
    await expect(page).toHaveURL('/my-application');
    const application = page.getByRole('article').filter({ hasText: 'Harbour Pilot' });
    await expect(application).toContainText('Submitted');
    // The application counts for the job board the applicant came from.
    expect(await admin.request<string[]>('GET', '/api/v1/admin/applications/sources')).toEqual([
      'harbour-board',
    ]);
  });
});
