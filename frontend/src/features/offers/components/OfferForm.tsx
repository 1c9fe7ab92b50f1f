import { type SyntheticEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Plus, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormActions } from '@/components/ui/FormActions';
import { IconButton } from '@/components/ui/IconButton';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { useOfferTemplates } from '../api/admin';
import {
  CONTRACT_TYPES,
  type ContractType,
  OFFER_LOCALES,
  type Offer,
  type OfferLocale,
  type OfferTerms,
  SALARY_PERIODS,
  type SalaryPeriod,
} from '../api/types';
import { useOfferProblemText } from './field-text';
import { contractLabel, periodLabel } from './labels';

interface CustomRow {
  key: number;
  name: string;
  value: string;
}

interface OfferFormProps {
  /** The draft being changed; none for a new offer. */
  offer: Offer | undefined;
  pending: boolean;
  /** The last call's error: its field problems are shown at the fields. */
  error: unknown;
  onSave: (terms: OfferTerms) => void;
  onCancel: () => void;
}

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** The terms of an offer: salary, dates, contract, template, language and custom fields. */
export function OfferForm({ offer, pending, error, onSave, onCancel }: OfferFormProps) {
  const intl = useIntl();
  const id = useId();
  const templates = useOfferTemplates();
  const { fieldError } = useOfferProblemText();
  const [amount, setAmount] = useState(offer ? String(offer.salary.amount) : '');
  const [currency, setCurrency] = useState(offer?.salary.currency ?? 'EUR');
  const [period, setPeriod] = useState<SalaryPeriod>(offer?.salary.period ?? 'year');
  const [startDate, setStartDate] = useState(offer?.startDate ?? inDays(30));
  const [contractType, setContractType] = useState<ContractType>(
    offer?.contractType ?? 'permanent',
  );
  const [expiresOn, setExpiresOn] = useState(offer?.expiresOn ?? inDays(14));
  const [templateId, setTemplateId] = useState(offer?.templateId ? String(offer.templateId) : '');
  // Empty: the applicant's language.
  const [locale, setLocale] = useState<OfferLocale | ''>(offer ? offer.locale : '');
  const [rows, setRows] = useState<CustomRow[]>(() =>
    Object.entries(offer?.customFields ?? {}).map(([name, value], key) => ({ key, name, value })),
  );
  const [nextKey, setNextKey] = useState(rows.length);
  const [amountMissing, setAmountMissing] = useState(false);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const number = Number(amount.replace(',', '.'));
    if (amount.trim() === '' || Number.isNaN(number)) {
      setAmountMissing(true);
      return;
    }
    setAmountMissing(false);
    onSave({
      salary: { amount: number, currency: currency.trim().toUpperCase(), period },
      startDate,
      contractType,
      expiresOn,
      templateId: templateId ? Number(templateId) : null,
      locale: locale || null,
      customFields: Object.fromEntries(
        rows
          .filter((row) => row.name.trim() !== '')
          .map((row) => [row.name.trim(), row.value.trim()]),
      ),
    });
  };

  const setRow = (key: number, change: Partial<CustomRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        <FormattedMessage id={offer ? 'offers.form.editTitle' : 'offers.form.newTitle'} />
      </h3>
      <Row className="g-2">
        <Col xs={12} sm={5}>
          <TextField
            id={`${id}-amount`}
            type="number"
            min={0}
            step="0.01"
            required
            autoFocus
            label={<FormattedMessage id="offers.form.amount" />}
            value={amount}
            error={
              amountMissing
                ? intl.formatMessage({ id: 'offers.form.amountRequired' })
                : fieldError(error, 'salary.amount')
            }
            onChange={setAmount}
          />
        </Col>
        <Col xs={6} sm={3}>
          <TextField
            id={`${id}-currency`}
            required
            maxLength={3}
            spellCheck={false}
            label={<FormattedMessage id="offers.form.currency" />}
            value={currency}
            error={fieldError(error, 'salary.currency')}
            onChange={setCurrency}
          />
        </Col>
        <Col xs={6} sm={4}>
          <SelectField
            id={`${id}-period`}
            label={<FormattedMessage id="offers.form.period" />}
            value={period}
            error={fieldError(error, 'salary.period')}
            options={SALARY_PERIODS.map((value) => ({
              value,
              label: intl.formatMessage({ id: periodLabel[value] }),
            }))}
            onChange={(value) => setPeriod(SALARY_PERIODS.find((p) => p === value) ?? 'year')}
          />
        </Col>
        <Col xs={12} sm={6}>
          <TextField
            id={`${id}-start`}
            type="date"
            required
            label={<FormattedMessage id="offers.terms.startDate" />}
            value={startDate}
            error={fieldError(error, 'startDate')}
            onChange={setStartDate}
          />
        </Col>
        <Col xs={12} sm={6}>
          <TextField
            id={`${id}-expires`}
            type="date"
            required
            label={<FormattedMessage id="offers.terms.expiresOn" />}
            value={expiresOn}
            error={fieldError(error, 'expiresOn')}
            onChange={setExpiresOn}
          />
        </Col>
        <Col xs={12} sm={6}>
          <SelectField
            id={`${id}-contract`}
            label={<FormattedMessage id="offers.terms.contractType" />}
            value={contractType}
            error={fieldError(error, 'contractType')}
            options={CONTRACT_TYPES.map((value) => ({
              value,
              label: intl.formatMessage({ id: contractLabel[value] }),
            }))}
            onChange={(value) =>
              setContractType(CONTRACT_TYPES.find((c) => c === value) ?? 'permanent')
            }
          />
        </Col>
        <Col xs={12} sm={6}>
          <SelectField
            id={`${id}-template`}
            label={<FormattedMessage id="offers.form.template" />}
            value={templateId}
            error={fieldError(error, 'templateId')}
            leading={
              <option value="">{intl.formatMessage({ id: 'offers.form.templateDefault' })}</option>
            }
            options={(templates.data?.templates ?? []).map((template) => ({
              value: String(template.id),
              label: template.name,
            }))}
            onChange={setTemplateId}
          />
        </Col>
        <Col xs={12} sm={6}>
          <SelectField
            id={`${id}-locale`}
            label={<FormattedMessage id="offers.form.language" />}
            value={locale}
            error={fieldError(error, 'locale')}
            leading={
              <option value="">{intl.formatMessage({ id: 'offers.form.languageDefault' })}</option>
            }
            options={OFFER_LOCALES.map((value) => ({
              value,
              label: intl.formatDisplayName(value, { type: 'language' }) ?? value,
            }))}
            onChange={(value) => setLocale(OFFER_LOCALES.find((l) => l === value) ?? '')}
          />
        </Col>
      </Row>
      <fieldset className="mt-2">
        <legend className="fs-6">
          <FormattedMessage id="offers.form.customFields" />
        </legend>
        <p className="small text-body-secondary">
          <FormattedMessage id="offers.form.customHint" values={{ example: '{custom_car}' }} />
        </p>
        {fieldError(error, 'customFields') ? (
          <p className="small text-danger">{fieldError(error, 'customFields')}</p>
        ) : null}
        {rows.map((row, index) => (
          <Row key={row.key} className="g-2 align-items-start">
            <Col xs={12} sm={5}>
              <TextField
                id={`${id}-custom-${row.key}-name`}
                compact
                spellCheck={false}
                maxLength={40}
                label={intl.formatMessage({ id: 'offers.form.customName' }, { n: index + 1 })}
                value={row.name}
                onChange={(name) => setRow(row.key, { name })}
              />
            </Col>
            <Col xs={10} sm={6}>
              <TextField
                id={`${id}-custom-${row.key}-value`}
                compact
                maxLength={500}
                label={intl.formatMessage({ id: 'offers.form.customValue' }, { n: index + 1 })}
                value={row.value}
                error={fieldError(error, `customFields.${row.name.trim()}`)}
                onChange={(value) => setRow(row.key, { value })}
              />
            </Col>
            <Col xs={2} sm={1} className="pt-4">
              <IconButton
                tooltip={false}
                danger
                label={intl.formatMessage({ id: 'offers.form.customRemove' }, { n: index + 1 })}
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
              >
                <Trash2 size={14} aria-hidden />
              </IconButton>
            </Col>
          </Row>
        ))}
        <Button
          variant="outline-secondary"
          size="sm"
          className="mb-3"
          disabled={rows.length >= 20}
          onClick={() => {
            setRows((current) => [...current, { key: nextKey, name: '', value: '' }]);
            setNextKey(nextKey + 1);
          }}
        >
          <Plus size={14} aria-hidden className="me-1" />
          <FormattedMessage id="offers.form.customAdd" />
        </Button>
      </fieldset>
      <FormActions submit="offers.form.save" pending={pending} onCancel={onCancel} />
    </Form>
  );
}
