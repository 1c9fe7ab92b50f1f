import type { Layout } from '@/app/customizer/customizer-store';
import { useWindowWidth } from '@/hooks/use-window-width';

/** Horizontal from 1200 px up, vertical at 1199 px and below. */
export const HORIZONTAL_MIN_WIDTH = 1200;

export function layoutForWidth(width: number): Layout {
  return width >= HORIZONTAL_MIN_WIDTH ? 'horizontal' : 'vertical';
}

export function useLayout(): Layout {
  return layoutForWidth(useWindowWidth());
}
