import { useEffect, useRef, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { PageSection } from '@/components/ui/PageSection';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import type { ImportPreview } from '../api/preview-import';
import { DoneStep } from '../components/DoneStep';
import { KindStep } from '../components/KindStep';
import { PreviewStep } from '../components/PreviewStep';
import { StepList } from '../components/StepList';
import { UploadStep } from '../components/UploadStep';
import type { ImportKind } from '../import-columns';
import { importsCatalogs } from '../locales';

type WizardState =
  | { step: 'kind'; kind: ImportKind }
  | { step: 'upload'; kind: ImportKind }
  | { step: 'preview'; kind: ImportKind; preview: ImportPreview; fileName: string }
  | { step: 'done'; kind: ImportKind; created: number };

function ImportWizard() {
  const [state, setState] = useState<WizardState>({ step: 'kind', kind: 'vacancies' });
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  // A new step replaces the old one's content: focus goes to its heading, which screen readers
  // then read, instead of being lost with the button that was pressed.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    heading.current?.focus();
  }, [state.step]);

  const { kind } = state;
  let content;
  switch (state.step) {
    case 'kind':
      content = (
        <KindStep
          kind={kind}
          onKindChange={(next) => setState({ step: 'kind', kind: next })}
          onNext={() => setState({ step: 'upload', kind })}
          headingRef={heading}
        />
      );
      break;
    case 'upload':
      content = (
        <UploadStep
          kind={kind}
          onBack={() => setState({ step: 'kind', kind })}
          onPreview={(preview, fileName) => setState({ step: 'preview', kind, preview, fileName })}
          headingRef={heading}
        />
      );
      break;
    case 'preview':
      content = (
        <PreviewStep
          kind={kind}
          preview={state.preview}
          fileName={state.fileName}
          onReupload={() => setState({ step: 'upload', kind })}
          onCommitted={(created) => setState({ step: 'done', kind, created })}
          headingRef={heading}
        />
      );
      break;
    case 'done':
      content = (
        <DoneStep
          kind={kind}
          created={state.created}
          onAgain={() => setState({ step: 'kind', kind })}
          headingRef={heading}
        />
      );
      break;
  }

  return (
    <PageSection title={<FormattedMessage id="imports.title" />}>
      <StepList current={state.step} />
      <Card>
        <Card.Body>{content}</Card.Body>
      </Card>
    </PageSection>
  );
}

/**
 * Vacancies or candidates from a CSV or XLSX file, for staff and admins: what to import, the
 * file, then the server's check of every row before anything is created.
 */
export function ImportRoute() {
  return (
    <FeatureMessages catalogs={importsCatalogs}>
      <ImportWizard />
    </FeatureMessages>
  );
}
