import type { CSSProperties } from 'react';
import { Customizer } from '@/app/customizer/Customizer';
import { effectiveSettings, useCustomizer } from '@/app/customizer/customizer-store';
import { HorizontalLayout } from './HorizontalLayout';
import { ScrollToTop } from './ScrollToTop';
import { useLayout } from './use-layout';
import { VerticalLayout } from './VerticalLayout';

/** Horizontal at 1200 px and wider, vertical below; the switch follows live resizing. */
export function MainLayout() {
  const layout = useLayout();
  const stored = useCustomizer();
  const settings = effectiveSettings(stored, layout);
  return (
    <div style={{ '--app-menu-color': `var(--bs-${settings.menuTheme})` } as CSSProperties}>
      {layout === 'horizontal' ? (
        <HorizontalLayout settings={settings} />
      ) : (
        <VerticalLayout settings={settings} />
      )}
      {settings.hideScrollToTop ? null : <ScrollToTop />}
      <Customizer layout={layout} />
    </div>
  );
}
