import { useEffect } from 'react';
import { useLayout } from '@/app/layouts/use-layout';
import { applyDocumentTheme } from './apply-document-theme';
import { effectiveSettings, useCustomizer } from './customizer-store';

export function ThemeEffects() {
  const layout = useLayout();
  const settings = useCustomizer();
  const { theme, direction } = effectiveSettings(settings, layout);
  useEffect(() => applyDocumentTheme(theme, direction), [theme, direction]);
  return null;
}
