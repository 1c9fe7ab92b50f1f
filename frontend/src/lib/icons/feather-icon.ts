import { type SVGProps, createElement, forwardRef } from 'react';
import type { IconNode } from './compact-feather';

export interface FeatherIconProps extends SVGProps<SVGSVGElement> {
  color?: string;
  size?: string | number;
}

/**
 * A Feather icon from its elements: what the build makes of each react-feather icon (vite.config.ts,
 * `compactIcons`). The same <svg> as react-feather's own component, without the helpers and the
 * propTypes every one of its icon modules repeats (a third of a kilobyte per icon, gzipped).
 */
export function featherIcon(name: string, nodes: readonly IconNode[]) {
  const Icon = forwardRef<SVGSVGElement, FeatherIconProps>(function FeatherIcon(
    { color = 'currentColor', size = 24, ...rest },
    ref,
  ) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth: '2',
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...rest,
      },
      ...nodes.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  });
  Icon.displayName = name;
  return Icon;
}
