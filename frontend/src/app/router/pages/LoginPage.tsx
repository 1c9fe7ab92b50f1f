import { lazy } from 'react';
import { LoginRoute } from '@/features/auth/routes/LoginRoute';

// The sign-in's second step is a chunk of its own, fetched when a sign-in needs it.
const MfaSignIn = lazy(() =>
  import('@/features/auth/components/MfaSignIn').then((m) => ({ default: m.MfaSignIn })),
);

/** The sign-in page, which also ends a sign-in with the identity provider (SSO_RETURN_PATH). */
export function LoginPage() {
  return <LoginRoute mfaStep={(props) => <MfaSignIn {...props} />} />;
}
