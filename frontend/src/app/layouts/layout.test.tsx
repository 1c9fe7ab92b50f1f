import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicant } from '@/testing/fixtures';
import { renderApp, setViewportWidth } from '@/testing/render-app';
import { layoutForWidth } from './use-layout';

describe('layout breakpoint', () => {
  it('is vertical at 1199 px and horizontal at 1200 px', () => {
    expect(layoutForWidth(1199)).toBe('vertical');
    expect(layoutForWidth(1200)).toBe('horizontal');
  });

  it('switches live when the window is resized across 1200 px', async () => {
    renderApp({ user: applicant, width: 1200 });
    expect(await screen.findByTestId('layout-horizontal')).toBeInTheDocument();

    act(() => setViewportWidth(1199));
    expect(screen.getByTestId('layout-vertical')).toBeInTheDocument();
    expect(screen.queryByTestId('layout-horizontal')).not.toBeInTheDocument();

    act(() => setViewportWidth(1200));
    expect(screen.getByTestId('layout-horizontal')).toBeInTheDocument();
  });

  it('shows the recruitment title in the horizontal header only', async () => {
    renderApp({ width: 1280 });
    // The careers home repeats the title as its heading; this is about the header's copy.
    // The app renders once start-up has asked the server which tenant this host is.
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Join Demo Company')).toBeVisible();
    act(() => setViewportWidth(1000));
    expect(within(screen.getByRole('banner')).queryByText('Join Demo Company')).toBeNull();
  });

  it('shows a visitor the Login / Register button and no menu', async () => {
    renderApp();
    const button = await screen.findByRole('link', { name: 'Login / Register' });
    expect(button).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('closes the overlay sidebar when an item is chosen below 1200 px', async () => {
    const user = userEvent.setup();
    renderApp({ user: applicant, width: 800 });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sidebar = document.querySelector('.app-sidebar');
    expect(sidebar).toHaveClass('open');

    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    await user.click(menu.getByRole('button', { name: 'Job Vacancy' }));
    await user.click(menu.getByRole('link', { name: 'Internship' }));

    expect(await screen.findByRole('heading', { name: 'Internship' })).toBeInTheDocument();
    expect(sidebar).not.toHaveClass('open');
  });

  it('gives the overlay sidebar the keyboard: focus moves in, Escape and Tab out close it', async () => {
    const user = userEvent.setup();
    renderApp({ user: applicant, width: 800 });
    const open = await screen.findByRole('button', { name: 'Open menu' });
    open.focus();
    await user.keyboard('{Enter}');
    const sidebar = document.querySelector('.app-sidebar');
    expect(sidebar).toHaveClass('open');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(sidebar).not.toHaveClass('open');
    expect(open).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.tab();
    expect(
      within(sidebar as HTMLElement).getByRole('button', { name: 'Job Vacancy' }),
    ).toHaveFocus();
    await user.tab();
    expect(within(sidebar as HTMLElement).getByRole('link', { name: 'Messages' })).toHaveFocus();
    await user.tab();
    expect(within(sidebar as HTMLElement).getByRole('link', { name: 'Chat' })).toHaveFocus();
    await user.tab();
    expect(sidebar).not.toHaveClass('open');
  });

  it('starts the tab order with a link that skips to the page', async () => {
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/job-vacancy-list/internship' });
    await screen.findByRole('heading', { name: 'Internship' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('collapses and expands the docked sidebar', async () => {
    const user = userEvent.setup();
    renderApp({ user: applicant, width: 1100 });
    await user.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    expect(document.querySelector('.app-sidebar')).toHaveClass('collapsed');
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(document.querySelector('.app-sidebar')).not.toHaveClass('collapsed');
  });
});
