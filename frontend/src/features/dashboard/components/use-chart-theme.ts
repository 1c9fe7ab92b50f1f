import { useMemo, useSyncExternalStore } from 'react';
import type { ChartTheme } from '../lib/chart-configs';

/**
 * Okabe–Ito colours (told apart with every common colour-vision deficiency), picked per theme so
 * that each keeps a 3:1 contrast with the page: the darker ones on light, the lighter on dark.
 */
const SERIES = {
  light: { primary: '#0072B2', secondary: '#D55E00', tertiary: '#009E73' },
  dark: { primary: '#56B4E9', secondary: '#E69F00', tertiary: '#009E73' },
} as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** What the charts' colours depend on, as one string (a stable snapshot for React). */
function readSnapshot(): string {
  const root = document.documentElement;
  const style = getComputedStyle(root);
  return JSON.stringify([
    root.getAttribute('data-bs-theme') === 'dark' ? 'dark' : 'light',
    root.getAttribute('dir') === 'rtl',
    style.getPropertyValue('--bs-body-color').trim(),
    style.getPropertyValue('--bs-border-color-translucent').trim(),
    window.matchMedia(REDUCED_MOTION).matches,
  ]);
}

/** The theme switch and the direction switch set attributes on <html>; both redraw the charts. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-bs-theme', 'dir', 'style', 'class'],
  });
  const motion = window.matchMedia(REDUCED_MOTION);
  motion.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    motion.removeEventListener('change', onChange);
  };
}

/**
 * The charts' colours from the current Bootstrap theme's CSS variables (canvas text cannot use
 * `var(--bs-…)` itself), read again whenever the light/dark or ltr/rtl switch changes.
 */
export function useChartTheme(): ChartTheme {
  const snapshot = useSyncExternalStore(subscribe, readSnapshot);
  return useMemo(() => {
    const [mode, rtl, text, grid, reducedMotion] = JSON.parse(snapshot) as [
      'light' | 'dark',
      boolean,
      string,
      string,
      boolean,
    ];
    const dark = mode === 'dark';
    return {
      // Before Bootstrap's stylesheet has arrived the variables are empty: its own defaults.
      text: text || (dark ? '#dee2e6' : '#212529'),
      grid: grid || (dark ? 'rgba(255, 255, 255, 0.15)' : 'rgba(0, 0, 0, 0.175)'),
      series: SERIES[mode],
      rtl,
      reducedMotion,
    };
  }, [snapshot]);
}
