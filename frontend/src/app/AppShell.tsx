import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setNavigator } from '@/lib/navigation';
import { syncSessionAcrossTabs } from '@/lib/session/session-store';
import { ThemeEffects } from './customizer/ThemeEffects';
import { TenantGate } from './tenant/TenantGate';

/** The root route: lets the API client navigate, follows other tabs, applies the theme. */
export function AppShell() {
  const navigate = useNavigate();

  useLayoutEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
  }, [navigate]);

  useEffect(() => syncSessionAcrossTabs(), []);

  return (
    <>
      <ThemeEffects />
      <TenantGate>
        <Outlet />
      </TenantGate>
    </>
  );
}
