import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

const ITEM_SELECTOR = 'a.dropdown-item, button.dropdown-item:not(:disabled)';

function entriesOf(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
}

interface MenuButtonProps {
  /** What the toggle button shows. */
  toggle: ReactNode;
  /** The toggle's accessible name when its content does not say it. */
  label?: string;
  toggleClassName?: string;
  menuClassName?: string;
  /** The menu's edge that lines up with the toggle's (follows the text direction). */
  align?: 'start' | 'end';
  /** The entries: `.dropdown-item` links and buttons, `.dropdown-divider`s. */
  children: ReactNode;
}

/**
 * A button that shows a list of links and actions (Bootstrap's dropdown markup). Built here rather
 * than with react-bootstrap's Dropdown because every page shows these menus and that one brings a
 * positioning engine the navbar does not need: the menu simply hangs below its button.
 *
 * Keyboard: Enter/Space or ↓ opens on the first entry, ↑ on the last; ↑/↓/Home/End move; Escape
 * closes and returns to the button; Tab moves on and closes.
 */
export function MenuButton({
  toggle,
  label,
  toggleClassName = '',
  menuClassName = '',
  align = 'start',
  children,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const toggleId = useId();

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen) {
      const entries = entriesOf(menu.current);
      (focusOnOpen === 'first' ? entries[0] : entries.at(-1))?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen]);

  const show = (focus: 'first' | 'last' | null) => {
    setFocusOnOpen(focus);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      // Opened by a click, the focus is still on the button: Escape closes from there too.
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = entriesOf(menu.current);
    const current = entries.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      entries[(index + entries.length) % entries.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(current + 1);
    else if (event.key === 'ArrowUp') moveTo(current < 0 ? -1 : current - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  // Choosing an entry closes the menu; the entry's own handler or link does the rest.
  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest(ITEM_SELECTOR)) close(false);
  };

  // Focus leaving the whole control (Tab, or a click elsewhere) closes the menu.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !wrapper.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div ref={wrapper} className="dropdown" onBlur={onBlur}>
      <button
        ref={button}
        id={toggleId}
        type="button"
        className={`btn btn-link dropdown-toggle ${toggleClassName}`}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // A click from the keyboard (Enter, Space) has no pointer detail: it opens on the first entry.
        onClick={(event) => (open ? close(false) : show(event.detail === 0 ? 'first' : null))}
        onKeyDown={onToggleKeyDown}
      >
        {toggle}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          aria-labelledby={toggleId}
          className={`dropdown-menu show ${align === 'end' ? 'dropdown-menu-end' : ''} ${menuClassName}`}
          data-bs-popper="static"
          onKeyDown={onMenuKeyDown}
          onClick={onMenuClick}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
