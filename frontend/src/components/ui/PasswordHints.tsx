import { CheckCircle, Circle } from 'react-feather';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import { type PasswordStrength, checkPassword, passwordStrength } from '@/lib/validation';

const RULES: [keyof ReturnType<typeof checkPassword>, MessageId][] = [
  ['length', 'password.rule.length'],
  ['variety', 'password.rule.variety'],
  ['notEmail', 'password.rule.notEmail'],
  ['match', 'password.rule.match'],
];

const STRENGTH: Record<PasswordStrength, { label: MessageId; width: string; bar: string }> = {
  weak: { label: 'password.strength.weak', width: '33%', bar: 'bg-danger' },
  fair: { label: 'password.strength.fair', width: '66%', bar: 'bg-warning' },
  strong: { label: 'password.strength.strong', width: '100%', bar: 'bg-success' },
};

interface PasswordHintsProps {
  /** Referenced by the password fields' aria-describedby. */
  id: string;
  password: string;
  confirmation: string;
  email: string | null;
}

/**
 * The new password's strength and requirements, updated as it is typed. Each requirement says
 * in words whether it is met (not only by colour or icon), and changes are announced politely.
 */
export function PasswordHints({ id, password, confirmation, email }: PasswordHintsProps) {
  const intl = useIntl();
  const checks = checkPassword(password, confirmation, email);
  const strength = STRENGTH[passwordStrength(password, checks)];
  return (
    <div id={id} className="password-hints small mb-3" aria-live="polite">
      {password ? (
        <div className="d-flex align-items-center gap-2 mb-2">
          <span className="text-nowrap">
            {intl.formatMessage(
              { id: 'password.strength' },
              { level: intl.formatMessage({ id: strength.label }) },
            )}
          </span>
          <div className="progress flex-grow-1" style={{ height: '0.375rem' }} aria-hidden="true">
            <div className={`progress-bar ${strength.bar}`} style={{ width: strength.width }} />
          </div>
        </div>
      ) : null}
      <ul className="list-unstyled mb-0" aria-label={intl.formatMessage({ id: 'password.rules' })}>
        {RULES.map(([rule, label]) => {
          const met = checks[rule];
          const Icon = met ? CheckCircle : Circle;
          return (
            <li
              key={rule}
              className={`d-flex align-items-start gap-2 ${met ? 'text-success-emphasis' : 'text-body-secondary'}`}
            >
              <Icon size={14} className="flex-shrink-0 mt-1" aria-hidden="true" />
              <span>
                {intl.formatMessage({ id: label })}
                <span className="visually-hidden">
                  {' – '}
                  {intl.formatMessage({ id: met ? 'password.rule.met' : 'password.rule.unmet' })}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
