import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { mainMenu, signIn, visit } from '../support/app';
import { type Catalog, type Locale, catalog, featureCatalog, message } from '../support/catalogs';
import { expect, test } from '../support/fixtures';

/** "Apresentado em inglês: …": the language's name as the browser words it in the reader's. */
async function fallbackNote(page: Page, messages: Catalog, reader: Locale, shown: Locale) {
  const language = await page.evaluate(
    ([inLocale, code]) => new Intl.DisplayNames([inLocale], { type: 'language' }).of(code) ?? code,
    [reader, shown] as const,
  );
  return message(messages, 'help.fallback', { language });
}

test('help centre: a visitor reads the FAQ and the knowledge base in Portuguese, with a note where an article is not translated, and sees a question an admin adds', async ({
  page,
  actors,
  tenants,
}) => {
  // The demo data brings two help categories, FAQ entries and articles in several languages.
  const tenant = await tenants.create('Ajuda Navegante', { seed: true });
  const pt = catalog('pt');
  const help = featureCatalog('help', 'pt');
  const found: string[] = [];

  await test.step('switches the site to Portuguese and opens the FAQ from the footer', async () => {
    await visit(page, tenant, '/');
    await page.getByRole('button', { name: catalog('en')['language.label'] }).click();
    await page.locator('.dropdown-menu.show [lang="pt"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: pt['nav.faq'] ?? '' })
      .click();
    await expect(page).toHaveURL('/pages/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(help, 'help.faq.title'),
    );
  });

  await test.step('reads a question of the FAQ in Portuguese', async () => {
    const applying = page.getByRole('region', { name: 'Candidaturas', exact: true });
    const question = applying.getByRole('button', { name: 'Como me candidato a uma vaga?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = page.getByRole('region', { name: 'Como me candidato a uma vaga?' });
    await expect(answer).toContainText('Abra a vaga, carregue em Candidatar e siga os passos.');
    await expect(answer.getByRole('strong')).toHaveText('Candidatar');
    await expect(page.getByRole('region', { name: 'A sua conta', exact: true })).toContainText(
      'Quem vê o meu CV?',
    );
    // Every question of the demo FAQ is written in Portuguese: none says it is not.
    await expect(page.getByText(/ainda não traduzido/)).toHaveCount(0);
    found.push(...(await seriousViolations(page, '/pages/faq (pt)')));
  });

  await test.step('searches the FAQ', async () => {
    await page.getByRole('searchbox', { name: message(help, 'help.faq.search') }).fill('retirar');
    await expect(page).toHaveURL('/pages/faq?q=retirar');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('button', { name: 'Posso retirar uma candidatura?' }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Como me candidato a uma vaga?' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('status').filter({ hasText: /encontrad/ })).toBeVisible();
  });

  await test.step('opens the knowledge base and an article in Portuguese', async () => {
    await page.getByRole('link', { name: message(help, 'help.faq.toKnowledgeBase') }).click();
    await expect(page).toHaveURL('/pages/knowledge-base');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(help, 'help.kb.title'),
    );
    await expect(page.getByRole('link', { name: 'A sua conta', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Candidaturas', exact: true }).click();
    await expect(page).toHaveURL('/pages/knowledge-base/applying');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidaturas');

    await page.getByRole('link', { name: 'Preparar o seu CV' }).click();
    await expect(page).toHaveURL('/pages/knowledge-base/applying/preparing-your-cv');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Preparar o seu CV');
    const breadcrumb = page.getByRole('navigation', { name: message(help, 'help.breadcrumb') });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Base de conhecimento', 'Candidaturas']);
    await expect(article).toContainText('Carregue o seu CV em PDF ou Word, com 10 MB no máximo.');
    await expect(article.getByRole('heading', { level: 2, name: 'Dicas' })).toBeVisible();
    await expect(article).toContainText(/Atualizado a /);
    await expect(page.getByText(/ainda não traduzido/)).toHaveCount(
      // Only the related article written in English and French says so, not this one.
      1,
    );
    found.push(...(await seriousViolations(page, '/pages/knowledge-base/…/preparing-your-cv')));
  });

  await test.step('opens an article not translated into Portuguese and is told so', async () => {
    await page
      .getByRole('complementary', { name: message(help, 'help.article.related') })
      .getByRole('link', { name: 'After you apply' })
      .click();
    await expect(page).toHaveURL('/pages/knowledge-base/applying/after-you-apply');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('After you apply');
    await expect(title).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('article')).toContainText(
      await fallbackNote(page, help, 'pt', 'en'),
    );
    // The page around it stays in Portuguese.
    await expect(
      page.getByRole('navigation', { name: message(help, 'help.breadcrumb') }).getByRole('link'),
    ).toHaveText(['Base de conhecimento', 'Candidaturas']);
  });

  const admin = await actors.open('admin');
  await test.step('an admin adds a question with its Portuguese translation', async () => {
    await signIn(admin.page, tenant, tenant.admin);
    await mainMenu(admin.page).getByRole('link', { name: 'Help centre' }).click();
    await expect(admin.page).toHaveURL('/admin/help');
    await expect(admin.page.getByRole('heading', { level: 1 })).toHaveText('Help centre');
    await expect(admin.page.getByRole('region', { name: 'Applying', exact: true })).toContainText(
      'How do I apply for a vacancy?',
    );
    found.push(...(await seriousViolations(admin.page, '/admin/help')));

    await admin.page.getByRole('button', { name: 'Add a question' }).click();
    await expect(admin.page.getByRole('heading', { name: 'New question' })).toBeFocused();
    await admin.page.getByLabel('Category').selectOption({ label: 'Applying' });
    await admin.page.getByLabel('Question (English)').fill('Can I apply from my phone?');
    await admin.page
      .getByLabel('Answer (English)')
      .fill('Yes: the careers site works on any **phone**.');
    const portuguese = admin.page.getByRole('tab', { name: /Portuguese/ });
    await expect(portuguese).toContainText('missing');
    await portuguese.click();
    await admin.page
      .getByLabel('Question (Portuguese)')
      .fill('Posso candidatar-me pelo telemóvel?');
    await admin.page
      .getByLabel('Answer (Portuguese)')
      .fill('Sim: o site de carreiras funciona em qualquer **telemóvel**.');
    await expect(portuguese).not.toContainText('missing');
    found.push(...(await seriousViolations(admin.page, '/admin/help (editor)')));
    await admin.page.getByRole('button', { name: 'Save' }).click();

    await expect(admin.page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
      'The question has been saved.',
    );
    const row = admin.page
      .getByRole('region', { name: 'Applying', exact: true })
      .getByRole('listitem')
      .filter({ hasText: 'Can I apply from my phone?' });
    await expect(row).toContainText('Published');
    // German and French are still missing; Portuguese is not.
    await expect(row).toContainText(/Missing: .*German/);
    await expect(row).not.toContainText('Portuguese');
  });

  await test.step('the visitor finds the new question in Portuguese', async () => {
    await page.goto('/pages/faq');
    const question = page
      .getByRole('region', { name: 'Candidaturas', exact: true })
      .getByRole('button', { name: 'Posso candidatar-me pelo telemóvel?' });
    await question.click();
    await expect(
      page.getByRole('region', { name: 'Posso candidatar-me pelo telemóvel?' }),
    ).toContainText('Sim: o site de carreiras funciona em qualquer telemóvel.');
  });

  await test.step('at 360 px, dark and right to left, the help pages fit and stay accessible', async () => {
    const phone = await actors.open('phone');
    await phone.context.addInitScript(() => {
      if (!localStorage.getItem('customizer')) {
        localStorage.setItem(
          'customizer',
          JSON.stringify({ state: { theme: 'dark', direction: 'rtl' }, version: 1 }),
        );
      }
    });
    await phone.page.setViewportSize({ width: 360, height: 800 });
    await visit(phone.page, tenant, '/pages/faq');
    await expect(phone.page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(phone.page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (const path of ['/pages/faq', '/pages/knowledge-base/applying/after-you-apply']) {
      await phone.page.goto(path);
      await expect(phone.page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(phone.page.locator('.placeholder-glow')).toHaveCount(0);
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
      found.push(...(await seriousViolations(phone.page, `${path} (360 px, dark, rtl)`)));
    }
  });

  expect(found, found.join('\n')).toEqual([]);
});
