import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { SelectField } from '@/components/ui/SelectField';
import { useStageTemplates } from '../api/stage-templates';
import { StagesMessages } from './StagesMessages';

export interface StageTemplateFieldProps {
  /** The chosen template's id; none until the templates have arrived (the default is chosen). */
  value: number | null;
  onChange: (id: number | null) => void;
  /** The server's problem with it (`stage_template_unknown`). */
  error?: string | null;
}

function TemplateSelect({ value, onChange, error }: StageTemplateFieldProps) {
  const intl = useIntl();
  const { data: templates = [], error: loadError } = useStageTemplates();
  const fallback = templates.find((template) => template.isDefault) ?? templates[0];
  useEffect(() => {
    if (value === null && fallback) onChange(fallback.id);
  }, [value, fallback, onChange]);
  return (
    <SelectField
      id="vacancy-stageTemplateId"
      label={intl.formatMessage({ id: 'stages.process.template' })}
      className=""
      value={value === null ? '' : String(value)}
      error={
        error ?? (loadError ? intl.formatMessage({ id: 'stages.process.templatesFailed' }) : null)
      }
      hint={intl.formatMessage({ id: 'stages.process.templateHint' })}
      disabled={templates.length === 0}
      options={templates.map((template) => ({
        value: String(template.id),
        label: template.isDefault
          ? intl.formatMessage({ id: 'stages.process.defaultOption' }, { name: template.name })
          : template.name,
      }))}
      onChange={(id) => onChange(id === '' ? null : Number(id))}
    />
  );
}

/** A new vacancy's "Hiring process": the template its stages are copied from. */
export function StageTemplateField(props: StageTemplateFieldProps) {
  return (
    <StagesMessages>
      <TemplateSelect {...props} />
    </StagesMessages>
  );
}
