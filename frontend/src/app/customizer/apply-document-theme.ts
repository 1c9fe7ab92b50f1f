import ltrStylesheet from 'bootstrap/dist/css/bootstrap.min.css?url';
import rtlStylesheet from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';
import type { Direction, Theme } from './customizer-store';

const LINK_ID = 'bootstrap-stylesheet';

/**
 * Bootstrap 5.3 colour modes (`data-bs-theme`) give light and dark; semi-dark is light with a
 * dark menu, set on the sidebar itself. RTL swaps in Bootstrap's own RTL stylesheet.
 */
export function applyDocumentTheme(theme: Theme, direction: Direction) {
  const root = document.documentElement;
  root.setAttribute('data-bs-theme', theme === 'dark' ? 'dark' : 'light');
  root.setAttribute('dir', direction);

  let link = document.getElementById(LINK_ID) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = LINK_ID;
    link.rel = 'stylesheet';
    // First in <head>, so the app's own styles come after Bootstrap and win.
    document.head.prepend(link);
  }
  const href = direction === 'rtl' ? rtlStylesheet : ltrStylesheet;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
