import Dropdown from 'react-bootstrap/Dropdown';
import { Globe } from 'react-feather';
import { useIntl } from 'react-intl';
import { useUpdateMe } from '@/features/account/api/update-me';
import { LOCALES, isLocale } from '@/lib/i18n/catalogs';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { useSession } from '@/lib/session/session-store';

export function LanguageDropdown() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);
  const isLogin = useSession((state) => state.isLogin);
  const { mutate: saveLocale } = useUpdateMe();

  return (
    <Dropdown
      align="end"
      onSelect={(key) => {
        if (!isLocale(key) || key === locale) return;
        setLocale(key);
        // The account remembers it too, so e-mails arrive in the same language.
        if (isLogin) saveLocale({ locale: key });
      }}
    >
      <Dropdown.Toggle
        variant="link"
        className="nav-link d-flex align-items-center gap-1 px-2 text-decoration-none"
        aria-label={intl.formatMessage({ id: 'language.label' })}
      >
        <Globe size={18} aria-hidden="true" />
        <span className="d-none d-sm-inline">
          {intl.formatMessage({ id: `language.${locale}` })}
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LOCALES.map((code) => (
          <Dropdown.Item key={code} eventKey={code} active={code === locale} lang={code}>
            {intl.formatMessage({ id: `language.${code}` })}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
