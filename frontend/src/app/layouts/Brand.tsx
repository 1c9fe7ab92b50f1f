import { Link } from 'react-router';
import { useCurrentTenant } from '@/lib/tenant/get-tenant';
import { useBrandName } from '@/lib/tenant/use-brand-name';

export function Brand({ compact = false }: { compact?: boolean }) {
  const name = useBrandName();
  const logoUrl = useCurrentTenant().data?.logoUrl ?? null;
  return (
    <Link to="/" className="app-brand d-flex align-items-center gap-2 text-decoration-none">
      {logoUrl ? (
        <img src={logoUrl} alt="" height={32} className="app-brand-logo" />
      ) : (
        <span className="app-brand-mark" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      {compact ? null : <span className="app-brand-name">{name}</span>}
    </Link>
  );
}
