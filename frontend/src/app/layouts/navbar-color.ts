import type { NavbarColor } from '@/app/customizer/customizer-store';

/** Coloured navbars use Bootstrap's contrasting text; light colours keep dark text. */
export function navbarColorProps(color: NavbarColor): {
  className: string;
  theme: 'dark' | undefined;
} {
  if (color === 'default') return { className: 'bg-body', theme: undefined };
  const darkText = color === 'warning' || color === 'info';
  return { className: `bg-${color} navbar-colored`, theme: darkText ? undefined : 'dark' };
}
