import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ArrowDown, ArrowUp, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { IconButton } from '@/components/ui/IconButton';
import { LanguageTabs } from '@/components/ui/LanguageTabs';
import { messageOptions } from '@/components/ui/message-options';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { Locale } from '@/lib/i18n/catalogs';
import { KIT_AREAS } from '../api/types';
import type { KitRow } from './kit-rows';
import { areaLabel } from './labels';

interface KitAttributeEditorProps {
  /** Prefix of the attribute's field ids: `<prefix>-<part>`. */
  idPrefix: string;
  /** Its place in the kit (1, 2, …). */
  position: number;
  row: KitRow;
  languages: readonly Locale[];
  first: boolean;
  last: boolean;
  onChange: (change: Partial<KitRow>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  /** The server's problem with the names (shown at the first language's name). */
  namesError: string | null;
  /** The server's problem with its texts (guidance or questions too long). */
  textError: string | null;
}

/** One attribute of a kit: its area, and its name, guidance and questions in each language. */
export function KitAttributeEditor({
  idPrefix,
  position,
  row,
  languages,
  first,
  last,
  onChange,
  onMove,
  onRemove,
  namesError,
  textError,
}: KitAttributeEditorProps) {
  const intl = useIntl();
  const [shown, setShown] = useState<Locale>(languages[0] ?? 'en');
  const language = languages.includes(shown) ? shown : (languages[0] ?? 'en');
  const label = intl.formatMessage({ id: 'scorecards.kits.attribute' }, { n: position });
  const title = Object.values(row.names).find((name) => name.trim()) ?? label;
  const legendId = `${idPrefix}-legend`;
  const textErrorId = `${idPrefix}-text-error`;
  const languageName = intl.formatDisplayName(language, { type: 'language' }) ?? language;
  const text = (part: 'names' | 'guidance' | 'questions', value: string) =>
    onChange({ [part]: { ...row[part], [language]: value } });

  return (
    <div
      role="group"
      aria-labelledby={legendId}
      aria-describedby={textError ? textErrorId : undefined}
    >
      <div className="d-flex flex-wrap align-items-center gap-1 mb-2">
        <span id={legendId} className="h6 mb-0 me-auto">
          {label}
        </span>
        <IconButton
          id={`${idPrefix}-up`}
          label={intl.formatMessage({ id: 'scorecards.kits.moveUp' }, { name: title })}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <ArrowUp size={16} aria-hidden />
        </IconButton>
        <IconButton
          id={`${idPrefix}-down`}
          label={intl.formatMessage({ id: 'scorecards.kits.moveDown' }, { name: title })}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDown size={16} aria-hidden />
        </IconButton>
        <IconButton
          id={`${idPrefix}-remove`}
          label={intl.formatMessage({ id: 'scorecards.kits.remove' }, { name: title })}
          danger
          onClick={onRemove}
        >
          <Trash2 size={16} aria-hidden />
        </IconButton>
      </div>
      {textError ? (
        <p id={textErrorId} className="small text-danger">
          {textError}
        </p>
      ) : null}
      <SelectField
        id={`${idPrefix}-area`}
        compact
        label={<FormattedMessage id="scorecards.kits.area" />}
        value={row.area}
        options={messageOptions(intl, KIT_AREAS, areaLabel)}
        onChange={(value) => {
          const area = KIT_AREAS.find((candidate) => candidate === value);
          if (area) onChange({ area });
        }}
      />
      <LanguageTabs
        languages={languages}
        shown={language}
        onTab={setShown}
        labelledBy={legendId}
        tabId={(tab) => `${idPrefix}-tab-${tab}`}
        panelId={`${idPrefix}-panel`}
        isMissing={(tab) => !row.names[tab]?.trim()}
        hasErrors={(tab) => Boolean(namesError) && tab === languages[0]}
        missingLabel={<FormattedMessage id="scorecards.kits.missing" />}
        errorsLabel={<FormattedMessage id="scorecards.kits.hasErrors" />}
      >
        <Row className="g-2">
          <Col xs={12}>
            <TextField
              id={`${idPrefix}-name-${language}`}
              compact
              className=""
              label={intl.formatMessage(
                { id: 'scorecards.kits.nameIn' },
                { language: languageName },
              )}
              required={language === languages[0]}
              maxLength={80}
              lang={language}
              error={language === languages[0] ? namesError : null}
              value={row.names[language] ?? ''}
              onChange={(value) => text('names', value)}
            />
          </Col>
          <Col xs={12} md={6}>
            <TextField
              id={`${idPrefix}-guidance-${language}`}
              compact
              className=""
              rows={3}
              maxLength={2000}
              lang={language}
              label={intl.formatMessage(
                { id: 'scorecards.kits.guidanceIn' },
                { language: languageName },
              )}
              value={row.guidance[language] ?? ''}
              onChange={(value) => text('guidance', value)}
            />
          </Col>
          <Col xs={12} md={6}>
            <TextField
              id={`${idPrefix}-questions-${language}`}
              compact
              className=""
              rows={3}
              lang={language}
              label={intl.formatMessage(
                { id: 'scorecards.kits.questionsIn' },
                { language: languageName },
              )}
              hint={<FormattedMessage id="scorecards.kits.questionsHint" />}
              value={row.questions[language] ?? ''}
              onChange={(value) => text('questions', value)}
            />
          </Col>
        </Row>
      </LanguageTabs>
    </div>
  );
}
