import Button from 'react-bootstrap/Button';
import { Download } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { saveBlob } from '@/lib/download';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useExportVacancies } from '../api/export-vacancies';
import { csvTemplate, type ImportKind } from '../import-columns';
import { ImportSection } from './ImportSection';

/** A template file's download button. */
function TemplateButton({
  text,
  disabled,
  onClick,
}: {
  text: MessageId;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="outline-primary" size="sm" disabled={disabled} onClick={onClick}>
      <Download size={16} aria-hidden="true" className="me-1" />
      <FormattedMessage id={text} />
    </Button>
  );
}

function VacancyTemplates() {
  const exportVacancies = useExportVacancies();
  const { errorText } = useApiErrorText();
  return (
    <>
      <p className="small">
        <FormattedMessage id="imports.template.vacancies" />
      </p>
      <FormAlert message={exportVacancies.isError ? errorText(exportVacancies.error) : null} />
      <div className="d-flex flex-wrap gap-2">
        {(['csv', 'xlsx'] as const).map((format) => (
          <TemplateButton
            key={format}
            text={format === 'csv' ? 'imports.template.csv' : 'imports.template.xlsx'}
            disabled={exportVacancies.isPending}
            onClick={() => exportVacancies.mutate(format)}
          />
        ))}
      </div>
    </>
  );
}

function CandidateTemplate() {
  return (
    <>
      <p className="small">
        <FormattedMessage id="imports.template.candidates" />
      </p>
      <TemplateButton
        text="imports.template.csvTemplate"
        onClick={() => saveBlob(csvTemplate('candidates'), 'candidates.csv')}
      />
    </>
  );
}

/**
 * A file to start from. Vacancies come from the server's export (the tenant's own, with the
 * import's columns); candidates have no export, so their template is made here.
 */
export function TemplateDownloads({ kind }: { kind: ImportKind }) {
  return (
    <ImportSection id="import-template-title" title="imports.template.title">
      {kind === 'vacancies' ? <VacancyTemplates /> : <CandidateTemplate />}
    </ImportSection>
  );
}
