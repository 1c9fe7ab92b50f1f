import { seriousViolations } from '../support/a11y';
import { signIn, visit } from '../support/app';
import { catalog, featureCatalog, message } from '../support/catalogs';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { decodedHeader, leafParts, mailFiles, mimePart, textOf } from '../support/mail';

/** The subject and the confirmation link of the job alert mail to `email`, once it is written. */
async function confirmationMail(tenant: string, email: string) {
  let found: { subject: string; link: URL } | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailFiles(tenant)) {
          const { headers } = mimePart(mail);
          if (!(headers.get('to') ?? '').toLowerCase().includes(email)) continue;
          const text = leafParts(mail).map(textOf).join('\n');
          const link = /https?:\/\/\S+\/job-alerts\/confirm\?\S+/.exec(text)?.[0];
          if (link)
            found = { subject: decodedHeader(headers.get('subject') ?? ''), link: new URL(link) };
        }
        return found !== undefined;
      },
      { timeout: 20_000, message: `a job alert mail to ${email} in ${e2eEnv.mailDir}/${tenant}` },
    )
    .toBe(true);
  if (!found) throw new Error('no job alert mail');
  return found;
}

test('careers: a visitor reads a vacancy in Portuguese, subscribes to job alerts and confirms from the e-mail; an admin sets the data retention', async ({
  page,
  actors,
  tenants,
}) => {
  // The demo data translates its first vacancy (Junior Data Analyst) to German and Portuguese.
  const tenant = await tenants.create('Carreira Azul', { seed: true });
  const pt = catalog('pt');
  const alerts = featureCatalog('job-alerts', 'pt');
  const email = `alerta-${tenant.slug}@example.test`;
  const found: string[] = [];

  await test.step('switches the site to Portuguese', async () => {
    await visit(page, tenant, '/');
    await page.getByRole('button', { name: catalog('en')['language.label'] }).click();
    await page.locator('.dropdown-menu.show [lang="pt"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  });

  await test.step('finds the vacancy in Portuguese and reads it', async () => {
    await page.goto('/job-vacancy-list/fresh-graduate?q=analista');
    const card = page.getByRole('article').filter({ hasText: 'Analista de Dados Júnior' });
    await expect(card.getByRole('link', { name: 'Analista de Dados Júnior' })).toBeVisible();
    // Translated: no note that it is shown in another language.
    await expect(card.getByText(/ainda não traduzido/)).toHaveCount(0);
    await card.getByRole('link', { name: 'Analista de Dados Júnior' }).click();

    await expect(page).toHaveURL(/\/job-vacancy\/\d+$/);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('Analista de Dados Júnior');
    await expect(title).not.toHaveAttribute('lang');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 3, name: 'Sobre a função' })).toBeVisible();
    await expect(main).toContainText(
      'Como Analista de Dados Júnior junta-se à equipa de Dados e trabalha em problemas que importam aos nossos clientes.',
    );
    await expect(main).toContainText('Curiosidade e cuidado com a qualidade');
    await expect(page.getByText(/ainda não traduzido/)).toHaveCount(0);
    found.push(...(await seriousViolations(page, '/job-vacancy/:id (pt)')));
  });

  await test.step('subscribes to job alerts from the list', async () => {
    await page.goBack();
    await expect(page).toHaveURL('/job-vacancy-list/fresh-graduate?q=analista');
    await page.getByRole('button', { name: message(alerts, 'jobAlerts.open') }).click();
    const dialog = page.getByRole('dialog', { name: message(alerts, 'jobAlerts.title') });
    await expect(dialog).toBeVisible();
    // The list's category and search words are where the alert starts.
    await expect(
      dialog.getByRole('checkbox', { name: message(pt, 'nav.freshGraduate') }),
    ).toBeChecked();
    await expect(dialog.getByLabel(message(alerts, 'jobAlerts.keywords'))).toHaveValue('analista');
    found.push(...(await seriousViolations(page, 'job alert dialog (pt)')));

    await dialog.getByLabel(message(alerts, 'jobAlerts.email')).fill(email);
    await dialog.getByRole('button', { name: message(alerts, 'jobAlerts.subscribe') }).click();
    await expect(dialog.getByRole('status')).toContainText(message(alerts, 'jobAlerts.sent.title'));
    await expect(dialog.getByRole('status')).toContainText(email);
    await dialog
      .getByRole('button', { name: message(pt, 'common.close') })
      .first()
      .click();
    await expect(dialog).toBeHidden();
  });

  await test.step('opens the confirmation e-mail, in Portuguese, and its link', async () => {
    const mail = await confirmationMail(tenant.slug, email);
    expect(mail.subject).toMatch(/^Confirme o seu alerta de emprego/);
    expect(mail.link.searchParams.get('tenant')).toBe(tenant.slug);
    await page.goto(`${mail.link.pathname}${mail.link.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(alerts, 'jobAlerts.confirm.title'),
    );
    const done = page.getByRole('status').filter({
      has: page.getByRole('heading', { name: message(alerts, 'jobAlerts.confirm.done') }),
    });
    await expect(done).toContainText(email);
    await expect(done).toContainText(message(pt, 'nav.freshGraduate'));
    found.push(...(await seriousViolations(page, '/job-alerts/confirm (pt)')));

    // The alert's own page: what it asks for and in which language.
    await done.getByRole('link', { name: message(alerts, 'jobAlerts.confirm.manage') }).click();
    await expect(page).toHaveURL(/\/job-alerts\/manage\?/);
    await expect(page.getByRole('main')).toContainText(
      message(alerts, 'jobAlerts.manage.for', { email }),
    );
    await expect(
      page.getByRole('checkbox', { name: message(pt, 'nav.freshGraduate') }),
    ).toBeChecked();
    await expect(page.getByLabel(message(alerts, 'jobAlerts.language'))).toHaveValue('pt');
  });

  const admin = await actors.open('admin');
  await test.step('an admin keeps closed applications 180 days and sees the retention card', async () => {
    await signIn(admin.page, tenant, tenant.admin);
    await admin.page.goto('/settings');
    const days = admin.page.getByLabel('Keep closed applications for this many days');
    await expect(days).toHaveValue('0');
    const card = admin.page.getByRole('region', { name: 'Data retention' });
    await expect(card).toContainText('Closed applications are kept for ever.');
    await expect(card.getByRole('button', { name: 'Run now' })).toBeDisabled();

    await days.fill('180');
    await admin.page.getByRole('button', { name: 'Save settings' }).click();
    await expect(admin.page.getByText('The settings have been saved')).toBeVisible();
    await expect(card).toContainText(
      'Closed applications are anonymised 180 days after their last change.',
    );
    await expect(card.getByText('To anonymise in the next run')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Run now' })).toBeEnabled();

    await admin.page.reload();
    await expect(days).toHaveValue('180');
    found.push(...(await seriousViolations(admin.page, '/settings')));
  });

  expect(found).toEqual([]);
});
