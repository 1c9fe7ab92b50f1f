import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicant } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import {
  CUSTOMIZER_DEFAULTS,
  CUSTOMIZER_STORAGE_KEY,
  effectiveSettings,
  sanitizeSettings,
  useCustomizer,
} from './customizer-store';

function stored() {
  return JSON.parse(localStorage.getItem(CUSTOMIZER_STORAGE_KEY) ?? 'null') as {
    state: Record<string, unknown>;
  } | null;
}

describe('customizer settings', () => {
  it('defaults to the spec template values', () => {
    expect(CUSTOMIZER_DEFAULTS).toEqual({
      theme: 'light',
      menuTheme: 'primary',
      navbarColor: 'default',
      navbarType: 'floating',
      footerType: 'static',
      hideScrollToTop: false,
      sidebarCollapsed: false,
      direction: 'ltr',
    });
  });

  it('persists changes and reads them back', async () => {
    useCustomizer.getState().update({ theme: 'dark', direction: 'rtl', navbarType: 'sticky' });
    expect(stored()?.state).toMatchObject({
      theme: 'dark',
      direction: 'rtl',
      navbarType: 'sticky',
    });

    useCustomizer.setState(CUSTOMIZER_DEFAULTS);
    localStorage.setItem(
      CUSTOMIZER_STORAGE_KEY,
      JSON.stringify({ state: { ...CUSTOMIZER_DEFAULTS, menuTheme: 'danger' }, version: 1 }),
    );
    await useCustomizer.persist.rehydrate();
    expect(useCustomizer.getState().menuTheme).toBe('danger');
  });

  it('falls back to defaults for unknown stored values', () => {
    expect(
      sanitizeSettings({ theme: 'neon', footerType: 'sticky', sidebarCollapsed: 'yes' }),
    ).toEqual({ ...CUSTOMIZER_DEFAULTS, footerType: 'sticky' });
  });

  it('does not offer semi-dark or a hidden navbar in the horizontal layout', () => {
    const shown = effectiveSettings(
      { ...CUSTOMIZER_DEFAULTS, theme: 'semi-dark', navbarType: 'hidden' },
      'horizontal',
    );
    expect(shown).toMatchObject({ theme: 'light', navbarType: 'floating' });
  });

  it('ignores the navbar colour while the navbar is static', () => {
    const shown = effectiveSettings(
      { ...CUSTOMIZER_DEFAULTS, navbarType: 'static', navbarColor: 'danger' },
      'vertical',
    );
    expect(shown.navbarColor).toBe('default');
  });
});

describe('customizer panel', () => {
  it('switches to the dark colour mode and remembers it', async () => {
    const user = userEvent.setup();
    renderApp({ user: applicant });
    await user.click(await screen.findByRole('button', { name: 'Open theme customizer' }));
    const panel = within(await screen.findByRole('dialog'));

    expect(panel.queryByRole('radio', { name: 'Semi Dark' })).not.toBeInTheDocument();
    const navbarType = within(panel.getByRole('group', { name: 'Navbar Type' }));
    expect(navbarType.queryByRole('radio', { name: 'Hidden' })).not.toBeInTheDocument();
    const footerType = within(panel.getByRole('group', { name: 'Footer Type' }));
    expect(footerType.getByRole('radio', { name: 'Hidden' })).toBeInTheDocument();

    await user.click(panel.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(stored()?.state.theme).toBe('dark');
  });

  it('switches to RTL with Bootstrap’s RTL stylesheet', async () => {
    const user = userEvent.setup();
    renderApp({ user: applicant });
    await user.click(await screen.findByRole('button', { name: 'Open theme customizer' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('switch', { name: /RTL/ }),
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.getElementById('bootstrap-stylesheet')?.getAttribute('href')).toMatch(
      /bootstrap\.rtl\.min\.css/,
    );
  });

  it('offers semi-dark in the vertical layout and disables navbar colours for a static navbar', async () => {
    const user = userEvent.setup();
    renderApp({ user: applicant, width: 1000 });
    await user.click(await screen.findByRole('button', { name: 'Open theme customizer' }));
    const panel = within(await screen.findByRole('dialog'));
    await user.click(panel.getByRole('radio', { name: 'Semi Dark' }));
    expect(document.querySelector('.app-sidebar')).toHaveAttribute('data-bs-theme', 'dark');
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');

    const navbarType = within(panel.getByRole('group', { name: 'Navbar Type' }));
    await user.click(navbarType.getByRole('radio', { name: 'Static' }));
    expect(panel.getByRole('group', { name: 'Navbar Colour' })).toBeDisabled();
  });
});
