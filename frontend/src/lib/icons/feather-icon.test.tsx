import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as Feather from 'react-feather';
import { compactFeatherIcon } from './compact-feather';
import { featherIcon } from './feather-icon';

// Vitest runs in frontend/, where react-feather is installed.
const icons = join(process.cwd(), 'node_modules/react-feather/dist/icons');
const props = { size: 18, className: 'me-2', 'aria-hidden': true } as const;

describe('compact Feather icons (the build’s form of react-feather’s)', () => {
  it('draws every react-feather icon exactly as react-feather does', () => {
    const files = readdirSync(icons).filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(250);
    const byName = Feather as unknown as Record<string, Feather.Icon>;
    for (const file of files) {
      const icon = compactFeatherIcon(readFileSync(join(icons, file), 'utf8'));
      if (!icon) throw new Error(`${file} was not read`);
      const original = byName[icon.name];
      if (!original) throw new Error(`react-feather exports no ${icon.name}`);
      expect(renderToStaticMarkup(createElement(featherIcon(icon.name, icon.nodes), props))).toBe(
        renderToStaticMarkup(createElement(original, props)),
      );
    }
  });

  it('refuses a module of another shape', () => {
    expect(compactFeatherIcon('export default function Icon() {}')).toBeNull();
  });
});
