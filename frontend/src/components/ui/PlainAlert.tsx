import type { ReactNode } from 'react';

/**
 * Bootstrap's alert markup for an alert shown for as long as it is rendered, never dismissed nor
 * faded: react-bootstrap's Alert brings its Fade transition (react-transition-group) and its
 * uncontrolled-props helpers, a few kilobytes gzipped on every careers page that shows an alert.
 * `role` is `alert` unless told otherwise, as with react-bootstrap's.
 */
export function PlainAlert({
  variant,
  role = 'alert',
  className,
  id,
  tabIndex,
  children,
}: {
  variant: 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'light' | 'dark';
  role?: 'alert' | 'status';
  className?: string;
  id?: string | undefined;
  tabIndex?: number | undefined;
  children: ReactNode;
}) {
  const classes = ['alert', `alert-${variant}`];
  if (className) classes.push(className);
  return (
    <div id={id} tabIndex={tabIndex} role={role} className={classes.join(' ')}>
      {children}
    </div>
  );
}
