import { useQueryClient } from '@tanstack/react-query';
import { Globe } from 'react-feather';
import { useIntl } from 'react-intl';
import { MenuButton } from '@/components/ui/MenuButton';
import { LOCALES, type Locale } from '@/lib/i18n/catalogs';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { useSession } from '@/lib/session/session-store';

export function LanguageDropdown() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);
  const isLogin = useSession((state) => state.isLogin);
  const queryClient = useQueryClient();

  const choose = (next: Locale) => {
    if (next === locale) return;
    setLocale(next);
    // The account remembers it too, so e-mails arrive in the same language (the saving code is
    // fetched then: visitors never need it).
    if (isLogin) {
      void import('@/features/account/api/update-me').then(
        ({ saveLocale }) => saveLocale(queryClient, next),
        () => undefined,
      );
    }
  };

  return (
    <MenuButton
      align="end"
      label={intl.formatMessage({ id: 'language.label' })}
      toggleClassName="nav-link d-flex align-items-center gap-1 px-2 text-decoration-none"
      toggle={
        <>
          <Globe size={18} aria-hidden="true" />
          <span className="d-none d-sm-inline">
            {intl.formatMessage({ id: `language.${locale}` })}
          </span>
        </>
      }
    >
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          className={`dropdown-item ${code === locale ? 'active' : ''}`}
          aria-current={code === locale ? 'true' : undefined}
          lang={code}
          onClick={() => choose(code)}
        >
          {intl.formatMessage({ id: `language.${code}` })}
        </button>
      ))}
    </MenuButton>
  );
}
