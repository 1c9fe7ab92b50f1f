import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageTabs } from '@/components/ui/LanguageTabs';
import { Markdown } from '@/components/ui/Markdown';
import { ShowHideButton } from '@/components/ui/ShowHideButton';
import { TextField } from '@/components/ui/TextField';
import type { HelpLanguage } from '../api/types';
import { type TextFieldSpec, type Texts, capitalized, fieldName, isMissing, textOf } from './texts';
import { languageName } from './use-help-language';

interface FieldProps {
  id: string;
  label: string;
  kind: TextFieldSpec<string>['kind'];
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  maxLength: number;
  lang: HelpLanguage;
  /** The language's name, for the preview's label. */
  languageLabel: string;
}

/** The id of a Markdown text's hint, which describes it. */
const markdownHintId = (id: string) => `${id}-hint`;

/** Below a Markdown text: its hint, and a preview that can be shown. */
function MarkdownPreview({
  id,
  value,
  lang,
  languageLabel,
}: Pick<FieldProps, 'id' | 'value' | 'lang' | 'languageLabel'>) {
  const intl = useIntl();
  const [preview, setPreview] = useState(false);
  const previewId = `${id}-preview`;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-1">
        <Form.Text id={markdownHintId(id)} muted className="mt-0">
          <FormattedMessage id="help.form.markdownHint" />
        </Form.Text>
        <ShowHideButton
          open={preview}
          onToggle={() => setPreview((shown) => !shown)}
          panelId={previewId}
          show="help.form.showPreview"
          hide="help.form.hidePreview"
          variant="link"
          className="p-0"
        >
          <span className="visually-hidden"> ({languageLabel})</span>
        </ShowHideButton>
      </div>
      <div
        id={previewId}
        role="region"
        aria-label={intl.formatMessage({ id: 'help.form.preview' }, { language: languageLabel })}
        className="border rounded p-3 mt-2 help-preview"
        lang={lang}
        hidden={!preview}
      >
        {preview ? <Markdown source={value} baseLevel={4} /> : null}
      </div>
    </>
  );
}

/** A title (one line), a plain text (a few lines) or Markdown (more, with its hint and preview). */
function EntryTextField({
  id,
  label,
  kind,
  value,
  onChange,
  error,
  maxLength,
  lang,
  languageLabel,
}: FieldProps) {
  const markdown = kind === 'markdown';
  return (
    <TextField
      id={id}
      label={label}
      rows={markdown ? 8 : kind === 'text' ? 3 : undefined}
      lang={lang}
      value={value}
      maxLength={maxLength}
      error={error}
      onChange={onChange}
      describedBy={markdown ? markdownHintId(id) : undefined}
      after={
        markdown ? (
          <MarkdownPreview id={id} value={value} lang={lang} languageLabel={languageLabel} />
        ) : undefined
      }
    />
  );
}

export interface TextsEditorProps<K extends string> {
  fields: readonly TextFieldSpec<K>[];
  main: HelpLanguage;
  others: readonly HelpLanguage[];
  texts: Texts<K>;
  onChange: (language: HelpLanguage, key: K, value: string) => void;
  errorFor: (name: string) => string | null;
  idOf: (name: string) => string;
  /** The translation shown; the form switches to one whose fields have errors. */
  tab: HelpLanguage | undefined;
  onTab: (language: HelpLanguage) => void;
}

/**
 * The entry's texts: the main language's fields, then a tab per other language of the tenant,
 * each marked when its translation is missing or has errors.
 */
export function TextsEditor<K extends string>({
  fields,
  main,
  others,
  texts,
  onChange,
  errorFor,
  idOf,
  tab,
  onTab,
}: TextsEditorProps<K>) {
  const intl = useIntl();
  const keys = fields.map((field) => field.key);
  const shown = others.find((language) => language === tab) ?? others[0];
  const nameOf = (language: HelpLanguage) => languageName(intl, language);
  const titleId = idOf('translations-title');

  const renderFields = (language: HelpLanguage) =>
    fields.map((field) => {
      const name = fieldName(main, language, field.key);
      return (
        <EntryTextField
          key={name}
          id={idOf(name)}
          label={intl.formatMessage({ id: field.label }, { language: nameOf(language) })}
          kind={field.kind}
          value={textOf(texts, language, field.key)}
          onChange={(value) => onChange(language, field.key, value)}
          error={errorFor(name)}
          maxLength={field.maxLength}
          lang={language}
          languageLabel={nameOf(language)}
        />
      );
    });

  return (
    <>
      <fieldset className="mb-3">
        <legend className="h6">
          <FormattedMessage
            id="help.form.language"
            values={{ language: capitalized(nameOf(main), intl.locale) }}
          />
        </legend>
        {renderFields(main)}
      </fieldset>
      {shown ? (
        <section aria-labelledby={titleId} className="mb-3">
          <h3 id={titleId} className="h6">
            <FormattedMessage id="help.form.translations" />
          </h3>
          <LanguageTabs
            languages={others}
            shown={shown}
            onTab={onTab}
            labelledBy={titleId}
            tabId={(language) => idOf(`tab.${language}`)}
            panelId={idOf('translation-panel')}
            isMissing={(language) => isMissing(texts, language, keys)}
            hasErrors={(language) => keys.some((key) => errorFor(fieldName(main, language, key)))}
            missingLabel={<FormattedMessage id="help.form.missing" />}
            errorsLabel={<FormattedMessage id="help.form.hasErrors" />}
          >
            <p className="small text-body-secondary">
              <FormattedMessage
                id="help.form.translationHint"
                values={{ language: nameOf(main) }}
              />
            </p>
            {renderFields(shown)}
          </LanguageTabs>
        </section>
      ) : null}
    </>
  );
}
