import type { Schemas } from '../../src/lib/api/types';
import { seriousViolations } from '../support/a11y';
import { appliedApplication, invitedColleague } from '../support/api';
import { signIn } from '../support/app';
import { column } from '../support/board';
import { expect, test } from '../support/fixtures';
import { demoUsers } from '../support/tenants';

test('offers: drafted, approved by the hiring manager, sent, and accepted online by the candidate', async ({
  page,
  actors,
  tenants,
}) => {
  const tenant = await tenants.create('Fjord Ferries', { seed: true });
  const { admin, vacancyId, application } = await appliedApplication(tenant, {
    title: 'Deck Officer',
    category: 'experienced-hire',
  });
  const hank = await invitedColleague(admin, 'Hank Helm', 'hank.helm@example.test');
  const found: string[] = [];
  const applicationPage = `/job-vacancy-setting/applications/${application.id}`;

  await test.step('the vacancy’s team: Hank is its hiring manager', async () => {
    const me = await admin.request<{ id: string }>('GET', '/api/v1/me');
    await admin.request('PUT', `/api/v1/admin/vacancies/${vacancyId}/team`, {
      members: [
        { userId: me.id, role: 'recruiter' },
        { userId: hank.id, role: 'hiring_manager' },
      ],
    });
  });

  await test.step('an admin writes the offer letter and a one-step approval chain', async () => {
    await signIn(page, tenant, tenant.admin);
    await page.goto('/admin/hiring');
    const templates = page.getByRole('region', { name: 'Offer letter templates' });
    await templates.getByRole('button', { name: 'New template' }).click();
    await templates.getByLabel(/^Name/).fill('Deck officer offer');
    const letter = templates.getByLabel('Letter in English');
    await letter.fill('# Your offer\n\nDear ');
    await templates.getByRole('button', { name: 'Insert candidate_name' }).click();
    await letter.press('End');
    await letter.pressSequentially(
      ', we offer you the role of {vacancy_title}: {salary}, from {start_date}.',
    );
    // The preview fills the merge fields in with example data.
    await expect(templates.getByText(/we offer you the role of/).last()).toBeVisible();
    found.push(...(await seriousViolations(page, '/admin/hiring (an offer template)')));
    await templates.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText('The template was saved.')).toBeVisible();
    await expect(templates.getByText('Deck officer offer')).toBeVisible();

    const chain = page.getByRole('region', { name: 'Offer approval chain' });
    await chain.getByLabel('Approver').selectOption({ label: 'The vacancy’s hiring manager' });
    await chain.getByRole('button', { name: 'Add step' }).click();
    await chain.getByRole('button', { name: 'Save approval chain' }).click();
    await expect(page.getByText('The approval chain was saved.')).toBeVisible();
  });

  await test.step('the recruiter drafts an offer and submits it for approval', async () => {
    await page.goto(applicationPage);
    const offer = page.getByRole('region', { name: 'Offer', exact: true });
    await expect(offer.getByText('No open offer for this application.')).toBeVisible();
    await offer.getByRole('button', { name: 'New offer' }).click();
    await offer.getByLabel(/^Salary amount/).fill('58000');
    await offer.getByRole('button', { name: 'Save terms' }).click();
    await expect(offer.getByText('The offer was drafted.')).toBeVisible();
    await expect(offer.getByText('Draft', { exact: true })).toBeVisible();
    await expect(
      offer.getByText(/Dear Ana Applicant, we offer you the role of Deck Officer/),
    ).toBeVisible();
    found.push(...(await seriousViolations(page, '/job-vacancy-setting/applications (an offer)')));
    await offer.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(offer.getByText('Awaiting approval')).toBeVisible();
    await expect(offer.getByRole('region', { name: 'Approvals' })).toContainText('Hank Helm');
  });

  const offerId = (
    await admin.request<Schemas['Offer'][]>('GET', `/api/v1/offers?applicationId=${application.id}`)
  )[0]?.id;
  if (offerId === undefined) throw new Error('the recruiter drafted an offer');

  const manager = await actors.open('hank');
  await test.step('the hiring manager approves it', async () => {
    await signIn(manager.page, tenant, hank.credentials);
    await manager.page.goto(applicationPage);
    const offer = manager.page.getByRole('region', { name: 'Offer', exact: true });
    await offer.getByLabel(/Comment/).fill('Within the band.');
    await offer.getByRole('button', { name: 'Approve' }).click();
    await expect(offer.getByText('You approved the offer.')).toBeVisible();
    await expect(offer.getByText('Approved', { exact: true }).first()).toBeVisible();
  });

  await test.step('the recruiter sends it on A4, and prints the letter', async () => {
    await page.reload();
    const offer = page.getByRole('region', { name: 'Offer', exact: true });
    await offer.getByLabel('Paper').selectOption('a4');
    await offer.getByRole('button', { name: 'Send to candidate' }).click();
    await expect(offer.getByText('The offer was sent to the candidate.')).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Download PDF' })).toBeVisible();

    await page.goto(`/pages/invoice/${offerId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Offer to Ana Applicant: Deck Officer',
    );
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    found.push(...(await seriousViolations(page, '/pages/invoice/:offerId')));
  });

  const candidate = await actors.open('ana');
  await test.step('the candidate accepts it in My Application by typing her full name', async () => {
    await signIn(candidate.page, tenant, demoUsers.applicant);
    // The mail's link.
    await candidate.page.goto(`/my-application?offer=${offerId}`);
    const offer = candidate.page.getByRole('region', { name: /^Offer: Deck Officer at / });
    await expect(offer).toBeFocused();
    await expect(offer.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await offer.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(offer.getByText(/simple electronic signature/)).toBeVisible();
    found.push(...(await seriousViolations(candidate.page, '/my-application (an offer)')));
    await offer.getByLabel(/^Your full name/).fill('Ana Applicant');
    await offer.getByRole('checkbox', { name: /I accept the offer of/ }).check();
    await offer.getByRole('button', { name: 'Accept and sign' }).click();
    await expect(offer.getByText(/Accepted as Ana Applicant/)).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Download signed copy' })).toBeVisible();
  });

  await test.step('the recruiter’s board shows her hired', async () => {
    await page.goto(`/job-vacancy-setting/${vacancyId}/applications`);
    await expect(column(page, 'Hired').getByRole('link', { name: 'Ana Applicant' })).toBeVisible();
    await page.goto(applicationPage);
    await expect(
      page
        .getByRole('region', { name: 'Offer', exact: true })
        .getByText('Accepted', { exact: true })
        .first(),
    ).toBeVisible();
  });

  expect(found).toEqual([]);
});
