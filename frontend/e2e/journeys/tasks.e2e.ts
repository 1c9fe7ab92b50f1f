import type { Schemas } from '../../src/lib/api/types';
import { seriousViolations } from '../support/a11y';
import { appliedApplication } from '../support/api';
import { mainMenu, signIn } from '../support/app';
import { expect, test } from '../support/fixtures';
import { invitationLink } from '../support/mail';

test.use({
  allowedFailures: {
    'the journey invites the same address twice: the second is refused, and says why':
      /^409 POST \/api\/v1\/admin\/invitations$/,
    'the journey opens the used invitation link again: it cannot be used twice':
      /^400 POST \/api\/authenticate\/invitation$/,
  },
});

test('tasks: an admin invites a colleague, who joins from the mail and works through a task on an application', async ({
  page,
  actors,
  tenants,
}) => {
  const tenant = await tenants.create('Quayside Partners', { seed: true });
  const { admin, application } = await appliedApplication(tenant, {
    title: 'Crane Operator',
    category: 'experienced-hire',
  });
  const colleague = { email: 'nora.quay@example.test', password: 'harbour-lights-42' };
  const found: string[] = [];

  await test.step('the admin invites a recruiter to the sales department', async () => {
    await signIn(page, tenant, tenant.admin);
    await mainMenu(page).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL('/app/user/list');
    await page.getByRole('button', { name: 'Invite colleague' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
    await dialog.getByLabel('Email').fill(colleague.email);
    await dialog.getByLabel('Role').selectOption({ label: 'Recruiter' });
    await dialog.getByLabel('Department').selectOption('sales');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`Invitation sent to ${colleague.email}.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(
      colleague.email,
    );
    // Inviting the same address again changes nothing and says why, on the field.
    await page.getByRole('button', { name: 'Invite colleague' }).click();
    await dialog.getByLabel('Email').fill(colleague.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      dialog.getByText('An invitation to this e-mail address is already pending.'),
    ).toBeVisible();
    found.push(...(await seriousViolations(page, '/app/user/list invite dialog')));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  const nora = await actors.open('colleague');
  await test.step('the colleague opens the link from the mail and joins, signed in', async () => {
    const link = await invitationLink(tenant.slug, colleague.email);
    expect(link.searchParams.get('tenant')).toBe(tenant.slug);
    await nora.page.goto(`${link.pathname}${link.search}`);
    await expect(nora.page.getByRole('heading', { level: 1 })).toHaveText('Join the hiring team');
    await expect(nora.page.getByRole('main')).toContainText(
      'invited you to join Quayside Partners as Recruiter',
    );
    await expect(nora.page.getByLabel('Email')).toHaveValue(colleague.email);
    await nora.page.getByLabel('Name', { exact: true }).fill('Nora Quay');
    await nora.page.getByLabel('Password', { exact: true }).fill(colleague.password);
    await nora.page.getByLabel('Confirm new password').fill(colleague.password);
    await nora.page.getByRole('button', { name: 'Join the team' }).click();
    await expect(nora.page).toHaveURL('/');
    await expect(nora.page.getByRole('button', { name: 'User menu' })).toContainText(
      colleague.email,
    );
    // The link works once.
    const again = await actors.open('second-visit');
    await again.page.goto(`${link.pathname}${link.search}`);
    await expect(
      again.page.getByRole('heading', { name: 'This invitation cannot be used' }),
    ).toBeVisible();
  });

  const title = 'Check the crane licence of Ana Applicant';
  await test.step('the colleague adds a task on the application and completes it', async () => {
    await nora.page.goto(`/job-vacancy-setting/applications/${application.id}`);
    await expect(nora.page.getByRole('heading', { level: 1 })).toHaveText('Ana Applicant');
    const card = nora.page.getByRole('region', { name: 'Tasks' });
    await card.getByRole('button', { name: 'Add task' }).click();
    const sheet = nora.page.getByRole('dialog', { name: 'New task' });
    await sheet.getByLabel('Title').fill(title);
    await expect(sheet).toContainText('Ana Applicant');
    await sheet.getByRole('button', { name: 'Add task' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(card.getByText(title)).toBeVisible();
    await card.getByRole('checkbox', { name: `Done: “${title}”` }).click();
    await expect(card.getByText(title)).toHaveCount(0);

    await mainMenu(nora.page).getByRole('link', { name: 'To-do' }).click();
    await expect(nora.page).toHaveURL('/todo/all');
    await nora.page.getByRole('link', { name: /Completed/ }).click();
    const done = nora.page.getByRole('list', { name: /Tasks in/ });
    await expect(done).toContainText(title);
    await expect(done.getByRole('checkbox', { name: `Done: “${title}”` })).toBeChecked();
    found.push(...(await seriousViolations(nora.page, '/todo/completed')));
  });

  await test.step('the admin sees the new colleague on the user list', async () => {
    const users = await admin.request<Schemas['Page_User']>(
      'GET',
      '/api/v1/admin/users?role=staff&department=sales',
    );
    expect(users.data.map((user) => user.email)).toContain(colleague.email);
    expect(users.data.find((user) => user.email === colleague.email)?.verified).toBe(true);
  });

  expect(found).toEqual([]);
});
