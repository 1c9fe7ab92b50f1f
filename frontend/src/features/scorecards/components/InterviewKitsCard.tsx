import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryCard } from '@/components/ui/QueryCard';
import type { Locale } from '@/lib/i18n/catalogs';
import { useInterviewKits, useSaveInterviewKit } from '../api/interview-kits';
import type { StageKit } from '../api/types';
import { focusSoon, useKitErrors } from './kit-errors';
import { type KitRow, kitAttributeOf, kitRowsOf } from './kit-rows';
import { KitRowsEditor } from './KitRowsEditor';
import { Part } from './Part';
import { ScorecardsMessages } from './ScorecardsMessages';
import { useKitLanguages } from './use-kit-languages';

function StageKitForm({
  vacancyId,
  stage,
  languages,
}: {
  vacancyId: number;
  stage: StageKit;
  languages: readonly Locale[];
}) {
  const intl = useIntl();
  const save = useSaveInterviewKit(vacancyId, stage.stageId);
  const [rows, setRows] = useState<KitRow[]>(() => kitRowsOf(stage.attributes));
  const [sent, setSent] = useState<KitRow[]>([]);
  const [notice, setNotice] = useState('');
  const errors = useKitErrors(save.error, 'attributes', sent);

  const change = (next: KitRow[]) => {
    setNotice('');
    setRows(next);
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setNotice('');
    setSent(rows);
    save.mutate(
      { attributes: rows.map(kitAttributeOf) },
      {
        onSuccess: (kit) => {
          setRows(kitRowsOf(kit.attributes));
          setSent([]);
          setNotice(
            intl.formatMessage({ id: 'scorecards.kits.saved' }, { stage: stage.stageName }),
          );
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <FormAlert message={errors.formError} />
      <FormAlert message={errors.listError} />
      <KitRowsEditor
        idPrefix={`kit-${stage.stageId}`}
        rows={rows}
        onChange={change}
        languages={languages}
        namesError={errors.namesError}
        textError={errors.textError}
      >
        <PendingButton type="submit" size="sm" pending={save.isPending}>
          <FormattedMessage id="scorecards.kits.save" values={{ stage: stage.stageName }} />
        </PendingButton>
        <span role="status" className="small text-success-emphasis">
          {notice}
        </span>
      </KitRowsEditor>
    </Form>
  );
}

function KitsList({ vacancyId, kits }: { vacancyId: number; kits: readonly StageKit[] }) {
  const languages = useKitLanguages();
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const shown = (kit: StageKit) =>
    kit.kind === 'interview' || kit.attributes.length > 0 || opened.has(kit.stageId);
  const others = kits.filter((kit) => !shown(kit));
  return (
    <>
      {kits.filter(shown).map((kit) => (
        <Part
          key={kit.stageId}
          id={`kit-${kit.stageId}-title`}
          title={kit.stageName}
          className="border-bottom pb-3 mb-3"
        >
          <StageKitForm vacancyId={vacancyId} stage={kit} languages={languages} />
        </Part>
      ))}
      {others.length > 0 ? (
        <Part id="kits-other-title" title={<FormattedMessage id="scorecards.kits.otherStages" />}>
          <ul className="list-unstyled mb-0">
            {others.map((kit) => (
              <li key={kit.stageId} className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <span className="me-auto">{kit.stageName}</span>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => {
                    setOpened(new Set([...opened, kit.stageId]));
                    focusSoon(`kit-${kit.stageId}-add`);
                  }}
                >
                  <FormattedMessage id="scorecards.kits.addKit" values={{ stage: kit.stageName }} />
                </Button>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
    </>
  );
}

function KitsCard({ vacancyId }: { vacancyId: number }) {
  const query = useInterviewKits(vacancyId);
  return (
    <QueryCard
      id="interview-kits-title"
      title={<FormattedMessage id="scorecards.kits.title" />}
      intro={<FormattedMessage id="scorecards.kits.intro" />}
      loadingLines={3}
      query={query}
    >
      {(data) => <KitsList vacancyId={vacancyId} kits={data} />}
    </QueryCard>
  );
}

/**
 * A vacancy's interview kits: for each interview stage (others on request), the attributes its
 * interviews rate, each with an area, a name, guidance and suggested questions per language.
 */
export function InterviewKitsCard({ vacancyId }: { vacancyId: number }) {
  return (
    <ScorecardsMessages>
      <KitsCard vacancyId={vacancyId} />
    </ScorecardsMessages>
  );
}
