import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { admin, errorBody, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const PREVIEW_ID = '6f1c2a9e-0000-4000-8000-000000000001';

function preview(overrides: Partial<Schemas['ImportPreview']> = {}): Schemas['ImportPreview'] {
  return { id: PREVIEW_ID, kind: 'vacancies', rows: 3, errorCount: 0, errors: [], ...overrides };
}

function csv(text: string, name = 'vacancies.csv') {
  return new File([text], name, { type: 'text/csv' });
}

/** Opens the wizard, chooses the kind and goes on to the upload. */
async function openUpload(
  user: ReturnType<typeof userEvent.setup>,
  kind: 'Vacancies' | 'Candidates' = 'Vacancies',
  signedIn = admin,
) {
  renderApp({ user: signedIn, url: '/job-vacancy-setting/import' });
  await user.click(await screen.findByRole('radio', { name: kind }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('heading', { name: 'Upload the file' })).toHaveFocus();
}

/**
 * An XMLHttpRequest the test drives: MSW answers a request only once it is complete, so the
 * moments between (part of the file sent, all of it sent and the rows being checked) need this.
 */
class DrivenXhr extends EventTarget {
  static sent: DrivenXhr[] = [];
  readonly upload = new EventTarget();
  readonly requestHeaders = new Map<string, string>();
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders.set(name.toLowerCase(), value);
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send() {
    DrivenXhr.sent.push(this);
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  allSent() {
    this.upload.dispatchEvent(new Event('load'));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

describe('the import wizard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    DrivenXhr.sent = [];
  });

  it('previews a clean file and imports it', async () => {
    const sent: { body: string; headers: Headers }[] = [];
    const commits: string[] = [];
    server.use(
      http.post('/api/v1/admin/imports/vacancies', async ({ request }) => {
        sent.push({ body: await request.text(), headers: request.headers });
        return HttpResponse.json(preview(), { status: 201 });
      }),
      http.post('/api/v1/admin/imports/:id/commit', ({ params }) => {
        commits.push(String(params.id));
        return HttpResponse.json({ id: PREVIEW_ID, kind: 'vacancies', created: 3 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/import' });
    const required = await screen.findByRole('rowheader', { name: 'employmentType' });
    expect(within(required.closest('tr') as HTMLElement).getByText('Required')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const text =
      'title,category,employmentType,workplace\r\nBackend,internship,full_time,remote\r\n';
    await user.upload(screen.getByLabelText('File to import'), csv(text));

    expect(await screen.findByRole('heading', { name: 'Check and import' })).toHaveFocus();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toBe(text);
    expect(sent[0]?.headers.get('content-type')).toBe('application/octet-stream');
    expect(sent[0]?.headers.get('tenantid')).toBe('demo');
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer token-of-admin@demo.test');
    expect(screen.getByText('3 rows')).toBeVisible();
    expect(screen.getByText('No errors')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Import 3 vacancies' }));
    expect(await screen.findByRole('heading', { name: 'Import complete' })).toHaveFocus();
    expect(commits).toEqual([PREVIEW_ID]);
    expect(screen.getByText('3 vacancies were created as drafts.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the vacancies' })).toHaveAttribute(
      'href',
      '/job-vacancy-setting',
    );
  });

  it('lists the errors of each row in the user’s language and does not import', async () => {
    const errors: Schemas['CellError'][] = [
      { row: 4, column: 'email', code: 'import_email_duplicate', message: 'duplicate' },
      { row: 2, column: 'email', code: 'email_invalid', message: 'invalid' },
      { row: 2, column: 'fullName', code: 'import_value_required', message: 'required' },
      // Rows 5 to 34: a second page of rows.
      ...Array.from({ length: 30 }, (_, index) => ({
        row: index + 5,
        column: 'locale',
        code: 'import_value_invalid' as const,
        message: 'invalid',
      })),
    ];
    let commits = 0;
    server.use(
      http.post('/api/v1/admin/imports/candidates', () =>
        HttpResponse.json(preview({ kind: 'candidates', rows: 40, errorCount: 1_200, errors }), {
          status: 201,
        }),
      ),
      http.post('/api/v1/admin/imports/:id/commit', () => {
        commits += 1;
        return HttpResponse.json(errorBody('import_has_errors', 'errors'), { status: 409 });
      }),
    );
    useLocaleStore.getState().setLocale('de');
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/job-vacancy-setting/import' });
    await user.click(await screen.findByRole('radio', { name: 'Kandidaten' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.upload(screen.getByLabelText('Zu importierende Datei'), csv('email\r\n', 'c.csv'));

    await screen.findByRole('heading', { name: 'Prüfen und importieren' });
    expect(screen.getByText('1.200 Fehler')).toBeVisible();
    expect(screen.getByText('Die ersten 33 von 1.200 Fehlern sind aufgeführt.')).toBeVisible();
    const rowTwo = screen.getByRole('rowheader', { name: '2' }).closest('tbody') as HTMLElement;
    expect(within(rowTwo).getAllByRole('row')).toHaveLength(2);
    expect(
      within(rowTwo).getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    ).toBeVisible();
    expect(within(rowTwo).getByText('Diese Spalte braucht einen Wert.')).toBeVisible();
    const rowFour = screen.getByRole('rowheader', { name: '4' }).closest('tbody') as HTMLElement;
    expect(
      within(rowFour).getByText('Diese E-Mail-Adresse kommt in der Datei mehrmals vor.'),
    ).toBeVisible();
    expect(screen.queryByRole('rowheader', { name: '34' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(screen.getByRole('rowheader', { name: '34' })).toBeVisible();
    expect(screen.getByText('Seite 2 von 2')).toBeVisible();

    const commit = screen.getByRole('button', { name: '40 Kandidaten importieren' });
    expect(commit).toBeDisabled();
    expect(commit).toHaveAccessibleDescription(/Solange die Datei Fehler enthält/);
    await user.click(commit);
    expect(commits).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Korrigierte Datei hochladen' }));
    expect(screen.getByRole('heading', { name: 'Datei hochladen' })).toHaveFocus();
  });

  it('shows why the server refused the file’s columns, in its own words too', async () => {
    const message = 'The header row must name the columns title, category; unknown columns: titel.';
    server.use(
      http.post('/api/v1/admin/imports/vacancies', () =>
        HttpResponse.json(errorBody('import_columns_invalid', message), { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await openUpload(user);
    await user.upload(screen.getByLabelText('File to import'), csv('titel\r\nx\r\n'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The header row must use the field names of the template, with every required column.',
    );
    expect(alert).toHaveTextContent(`Details: ${message}`);
    expect(screen.getByRole('heading', { name: 'Upload the file' })).toBeVisible();
  });

  it('shows how far the upload has got, then the check of the rows; an upload can be cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', DrivenXhr);
    const user = userEvent.setup();
    await openUpload(user);
    const input = screen.getByLabelText('File to import');

    await user.upload(input, csv('title\r\n', 'first.csv'));
    await waitFor(() => expect(DrivenXhr.sent).toHaveLength(1));
    const first = DrivenXhr.sent[0] as DrivenXhr;
    expect(first.url).toMatch(/\/api\/v1\/admin\/imports\/vacancies$/);
    expect(first.requestHeaders.get('tenantid')).toBe('demo');
    expect(first.requestHeaders.get('authorization')).toBe('Bearer token-of-admin@demo.test');
    await user.click(screen.getByRole('button', { name: 'Cancel the upload' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.upload(input, csv('title\r\n', 'big.csv'));
    await waitFor(() => expect(DrivenXhr.sent).toHaveLength(2));
    const second = DrivenXhr.sent[1] as DrivenXhr;
    act(() => second.progress(3_000_000, 6_000_000));
    const bar = screen.getByRole('progressbar', { name: 'Upload of big.csv' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Uploading big.csv…')).toBeVisible();
    expect(screen.getByText('50%', { ignore: '.visually-hidden' })).toBeVisible();

    act(() => second.allSent());
    expect(screen.getByRole('status')).toHaveTextContent('Checking rows…');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => second.answer(201, preview({ rows: 1 })));
    expect(await screen.findByRole('heading', { name: 'Check and import' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Import 1 vacancy' })).toBeEnabled();
  });

  it('refuses a file over 8 MB before sending it', async () => {
    let uploads = 0;
    server.use(
      http.post('/api/v1/admin/imports/vacancies', () => {
        uploads += 1;
        return HttpResponse.json(preview(), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await openUpload(user);
    const big = csv('title\r\n', 'huge.csv');
    Object.defineProperty(big, 'size', { value: 8 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('File to import'), big);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.csv is 8.1 MB: an import file may be at most 8 MB. Split it into smaller files.',
    );
    expect(uploads).toBe(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
