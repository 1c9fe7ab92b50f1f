import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Plus } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryCard } from '@/components/ui/QueryCard';
import { ApiError } from '@/lib/api/api-error';
import type { Locale } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useInterviewKits, useSaveInterviewKit } from '../api/interview-kits';
import { MAX_KIT_ATTRIBUTES, type StageKit } from '../api/types';
import { type KitRow, kitAttributeOf, kitRowsOf, movedRow, newKitRow } from './kit-rows';
import { KitAttributeEditor } from './KitAttributeEditor';
import { Part } from './Part';
import { ScorecardsMessages } from './ScorecardsMessages';
import { useKitLanguages } from './use-kit-languages';

function focusSoon(id: string) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    if (target && !(target instanceof HTMLButtonElement && target.disabled)) target.focus();
  });
}

const ATTRIBUTE_FIELD = /^attributes\.(\d+)(\.names)?$/;

/**
 * The server's problems with a kit as it was sent: `attributes` above the list,
 * `attributes.N.names` at that attribute's name, `attributes.N` (texts too long) at the attribute.
 * N counts the attributes as sent, so a problem stays with its attribute while the list changes.
 */
function useKitErrors(error: unknown, sent: readonly KitRow[]) {
  const { errorText, codeText } = useApiErrorText();
  const fields = error instanceof ApiError ? error.fields : {};
  const names = Object.keys(fields);
  const onFields =
    error instanceof ApiError &&
    error.code === 'validation_failed' &&
    names.length > 0 &&
    names.every((name) => name === 'attributes' || ATTRIBUTE_FIELD.test(name));
  const fieldText = (name: string) => {
    const problem = fields[name];
    return problem ? codeText(problem.code) : null;
  };
  const at = (row: KitRow, part: string) => {
    const index = sent.findIndex((candidate) => candidate.key === row.key);
    return index === -1 ? null : fieldText(`attributes.${index}${part}`);
  };
  return {
    formError: error && !onFields ? errorText(error) : null,
    listError: fieldText('attributes'),
    namesError: (row: KitRow) => at(row, '.names'),
    textError: (row: KitRow) => at(row, ''),
  };
}

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
  const errors = useKitErrors(save.error, sent);
  const prefix = `kit-${stage.stageId}`;
  const addId = `${prefix}-add`;
  const full = rows.length >= MAX_KIT_ATTRIBUTES;

  const change = (next: KitRow[]) => {
    setNotice('');
    setRows(next);
  };
  const add = () => {
    const row = newKitRow(rows.at(-1)?.area ?? 'skills');
    change([...rows, row]);
    focusSoon(`${prefix}-${row.key}-name-${languages[0] ?? 'en'}`);
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
      {rows.length === 0 ? (
        <p className="small text-body-secondary">
          <FormattedMessage id="scorecards.kits.empty" />
        </p>
      ) : (
        <ol className="list-unstyled mb-3">
          {rows.map((row, index) => (
            <li key={row.key} className="border rounded p-2 p-sm-3 mb-2">
              <KitAttributeEditor
                idPrefix={`${prefix}-${row.key}`}
                position={index + 1}
                row={row}
                languages={languages}
                first={index === 0}
                last={index === rows.length - 1}
                namesError={errors.namesError(row)}
                textError={errors.textError(row)}
                onChange={(part) =>
                  change(rows.map((other, at) => (at === index ? { ...other, ...part } : other)))
                }
                onMove={(step) => {
                  change(movedRow(rows, index, step));
                  focusSoon(`${prefix}-${row.key}-${step === -1 ? 'up' : 'down'}`);
                }}
                onRemove={() => {
                  const next = rows.filter((_, at) => at !== index);
                  change(next);
                  const neighbour = next[index] ?? next[index - 1];
                  focusSoon(neighbour ? `${prefix}-${neighbour.key}-remove` : addId);
                }}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button id={addId} variant="outline-primary" size="sm" disabled={full} onClick={add}>
          <Plus size={16} aria-hidden className="me-1" />
          <FormattedMessage id="scorecards.kits.add" />
        </Button>
        <PendingButton type="submit" size="sm" pending={save.isPending}>
          <FormattedMessage id="scorecards.kits.save" values={{ stage: stage.stageName }} />
        </PendingButton>
        <span role="status" className="small text-success-emphasis">
          {notice}
        </span>
      </div>
      {full ? (
        <p className="small text-body-secondary mt-2 mb-0">
          <FormattedMessage id="scorecards.kits.full" values={{ max: MAX_KIT_ATTRIBUTES }} />
        </p>
      ) : null}
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
