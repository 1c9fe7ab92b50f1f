import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Check } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckField } from '@/components/ui/CheckField';
import type { MessageId } from '@/lib/i18n/catalogs';
import {
  FOOTER_TYPES,
  type Layout,
  MENU_COLORS,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  THEMES,
  type Theme,
  useCustomizer,
} from './customizer-store';

const themeLabel: Record<Theme, MessageId> = {
  light: 'customizer.theme.light',
  dark: 'customizer.theme.dark',
  'semi-dark': 'customizer.theme.semiDark',
};

interface RadioGroupProps<T extends string> {
  name: string;
  legend: MessageId;
  options: readonly T[];
  value: T;
  label: (option: T) => MessageId;
  onChange: (value: T) => void;
}

function RadioGroup<T extends string>({
  name,
  legend,
  options,
  value,
  label,
  onChange,
}: RadioGroupProps<T>) {
  const intl = useIntl();
  return (
    <fieldset className="mb-4">
      <legend className="fs-6 fw-semibold">
        <FormattedMessage id={legend} />
      </legend>
      {options.map((option) => (
        <Form.Check
          key={option}
          inline
          type="radio"
          id={`${name}-${option}`}
          name={name}
          label={intl.formatMessage({ id: label(option) })}
          checked={value === option}
          onChange={() => onChange(option)}
        />
      ))}
    </fieldset>
  );
}

interface SwatchesProps<T extends string> {
  legend: MessageId;
  options: readonly T[];
  value: T;
  disabled?: boolean;
  hint?: MessageId;
  onChange: (value: T) => void;
}

function Swatches<T extends string>({
  legend,
  options,
  value,
  disabled = false,
  hint,
  onChange,
}: SwatchesProps<T>) {
  const intl = useIntl();
  return (
    <fieldset className="mb-4" disabled={disabled}>
      <legend className="fs-6 fw-semibold">
        <FormattedMessage id={legend} />
      </legend>
      <div className="d-flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className={`swatch ${option === 'default' ? 'swatch-default' : `bg-${option}`}`}
            aria-label={intl.formatMessage({ id: `color.${option}` as MessageId })}
            aria-pressed={value === option}
            title={intl.formatMessage({ id: `color.${option}` as MessageId })}
            onClick={() => onChange(option)}
          >
            {value === option ? <Check size={14} aria-hidden="true" /> : null}
          </button>
        ))}
      </div>
      {disabled && hint ? (
        <Form.Text muted>
          <FormattedMessage id={hint} />
        </Form.Text>
      ) : null}
    </fieldset>
  );
}

/** The customizer's panel: its own chunk, fetched when the panel is first opened. */
export function CustomizerPanel({
  layout,
  show,
  onHide,
}: {
  layout: Layout;
  show: boolean;
  onHide: () => void;
}) {
  const intl = useIntl();
  const settings = useCustomizer();
  const { update, reset } = settings;
  const horizontal = layout === 'horizontal';

  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="customizer-title">
      <Offcanvas.Header closeButton closeLabel={intl.formatMessage({ id: 'nav.closeMenu' })}>
        <div>
          <Offcanvas.Title id="customizer-title" as="h2" className="h5 mb-0">
            <FormattedMessage id="customizer.title" />
          </Offcanvas.Title>
          <small className="text-body-secondary">
            <FormattedMessage id="customizer.subtitle" />
          </small>
        </div>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <RadioGroup
          name="theme"
          legend="customizer.theme"
          options={horizontal ? THEMES.filter((theme) => theme !== 'semi-dark') : THEMES}
          value={settings.theme}
          label={(theme) => themeLabel[theme]}
          onChange={(theme) => update({ theme })}
        />
        <Swatches
          legend="customizer.menuColor"
          options={MENU_COLORS}
          value={settings.menuTheme}
          onChange={(menuTheme) => update({ menuTheme })}
        />
        <Swatches
          legend="customizer.navbarColor"
          options={NAVBAR_COLORS}
          value={settings.navbarColor}
          disabled={settings.navbarType === 'static'}
          hint="customizer.navbarColorDisabled"
          onChange={(navbarColor) => update({ navbarColor })}
        />
        <RadioGroup
          name="navbar-type"
          legend="customizer.navbarType"
          options={horizontal ? NAVBAR_TYPES.filter((type) => type !== 'hidden') : NAVBAR_TYPES}
          value={settings.navbarType}
          label={(type) => `customizer.type.${type}`}
          onChange={(navbarType) => update({ navbarType })}
        />
        <RadioGroup
          name="footer-type"
          legend="customizer.footerType"
          options={FOOTER_TYPES}
          value={settings.footerType}
          label={(type) => `customizer.type.${type}`}
          onChange={(footerType) => update({ footerType })}
        />
        <CheckField
          type="switch"
          id="customizer-collapsed"
          label={intl.formatMessage({ id: 'customizer.collapseSidebar' })}
          checked={settings.sidebarCollapsed}
          onChange={(sidebarCollapsed) => update({ sidebarCollapsed })}
        />
        <CheckField
          type="switch"
          id="customizer-rtl"
          label={intl.formatMessage({ id: 'customizer.rtl' })}
          checked={settings.direction === 'rtl'}
          onChange={(rtl) => update({ direction: rtl ? 'rtl' : 'ltr' })}
        />
        <CheckField
          type="switch"
          id="customizer-hide-scroll-top"
          className="mb-4"
          label={intl.formatMessage({ id: 'customizer.hideScrollToTop' })}
          checked={settings.hideScrollToTop}
          onChange={(hideScrollToTop) => update({ hideScrollToTop })}
        />
        <Button variant="outline-secondary" onClick={reset}>
          <FormattedMessage id="customizer.reset" />
        </Button>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
