import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton } from './MenuButton';

function renderMenu(onChoose = vi.fn<(entry: string) => void>()) {
  render(
    <>
      <MenuButton label="Options" toggle="Options">
        <button
          type="button"
          className="dropdown-item"
          onClick={() => {
            onChoose('first');
          }}
        >
          First
        </button>
        <hr className="dropdown-divider" />
        <button
          type="button"
          className="dropdown-item"
          onClick={() => {
            onChoose('last');
          }}
        >
          Last
        </button>
      </MenuButton>
      <button type="button">Elsewhere</button>
    </>,
  );
  return onChoose;
}

describe('menu button', () => {
  it('opens on the first entry from the keyboard, moves with the arrows and closes on Escape', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Options' });
    await user.tab();
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes after an entry is chosen, on a click outside and when focus moves on', async () => {
    const user = userEvent.setup();
    const onChoose = renderMenu();
    const toggle = screen.getByRole('button', { name: 'Options' });

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(onChoose).toHaveBeenCalledWith('last');
    expect(screen.queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
