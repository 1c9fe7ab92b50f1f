import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { IconButton } from '@/components/ui/IconButton';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryCard } from '@/components/ui/QueryCard';
import { SelectField } from '@/components/ui/SelectField';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { PeopleSearchBox } from '@/lib/people/PeopleSearchBox';
import { usePeopleSearch } from '@/lib/people/use-people-search';
import { useApprovalChain, useSaveApprovalChain } from '../api/admin';
import type { OfferApprovalStep } from '../api/types';

const MAX_STEPS = 10;
/** The choice that stands for "the vacancy's hiring manager" (`userId: null`). */
const HIRING_MANAGER = 'hiring-manager';

interface Step {
  key: number;
  userId: string | null;
}

function ChainEditor({
  steps: initial,
  announce,
}: {
  steps: OfferApprovalStep[];
  announce: (message: string) => void;
}) {
  const intl = useIntl();
  const save = useSaveApprovalChain();
  const { errorText, errorTextWithFields } = useApiErrorText();
  const { search, setSearch, people, searchable } = usePeopleSearch();
  const [steps, setSteps] = useState<Step[]>(() =>
    initial.map((step, key) => ({ key, userId: step.userId ?? null })),
  );
  const [nextKey, setNextKey] = useState(initial.length);
  const [choice, setChoice] = useState('');
  // Names of the colleagues seen in any search, so that a step keeps its name.
  const [names, setNames] = useState<Record<string, string>>({});
  const known = { ...names };
  for (const person of people.data ?? []) known[person.id] = person.name;

  const hasManager = steps.some((step) => step.userId === null);
  const taken = new Set(steps.map((step) => step.userId));
  const candidates = (people.data ?? []).filter((person) => !taken.has(person.id));
  const full = steps.length >= MAX_STEPS;
  const nameOf = (step: Step) =>
    step.userId === null
      ? intl.formatMessage({ id: 'offers.chain.hiringManager' })
      : (known[step.userId] ?? intl.formatMessage({ id: 'offers.chain.colleague' }));

  const add = () => {
    if (!choice) return;
    const userId = choice === HIRING_MANAGER ? null : choice;
    if (userId) {
      const person = people.data?.find((candidate) => candidate.id === userId);
      if (person) setNames({ ...names, [person.id]: person.name });
    }
    setSteps([...steps, { key: nextKey, userId }]);
    setNextKey(nextKey + 1);
    setChoice('');
  };
  const move = (index: number, by: number) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    if (!step) return;
    next.splice(index + by, 0, step);
    setSteps(next);
  };

  return (
    <>
      {steps.length === 0 ? (
        <p className="small text-body-secondary">
          <FormattedMessage id="offers.chain.none" />
        </p>
      ) : (
        <ol className="list-unstyled mb-3">
          {steps.map((step, index) => {
            const name = nameOf(step);
            return (
              <li
                key={step.key}
                className="d-flex flex-wrap align-items-center gap-2 border-bottom py-2"
              >
                <span className="badge text-bg-secondary">{index + 1}</span>
                <span className="me-auto text-break">{name}</span>
                <IconButton
                  tooltip={false}
                  disabled={index === 0}
                  label={intl.formatMessage({ id: 'offers.chain.up' }, { name, n: index + 1 })}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp size={14} aria-hidden />
                </IconButton>
                <IconButton
                  tooltip={false}
                  disabled={index === steps.length - 1}
                  label={intl.formatMessage({ id: 'offers.chain.down' }, { name, n: index + 1 })}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown size={14} aria-hidden />
                </IconButton>
                <IconButton
                  tooltip={false}
                  danger
                  label={intl.formatMessage({ id: 'offers.chain.remove' }, { name, n: index + 1 })}
                  onClick={() => setSteps(steps.filter((other) => other.key !== step.key))}
                >
                  <Trash2 size={14} aria-hidden />
                </IconButton>
              </li>
            );
          })}
        </ol>
      )}
      <fieldset className="border rounded p-2 p-sm-3 mb-3">
        <legend className="fs-6 mb-2">
          <FormattedMessage id="offers.chain.addTitle" />
        </legend>
        {searchable ? (
          <PeopleSearchBox
            label={intl.formatMessage({ id: 'offers.chain.search' })}
            className="mb-2"
            value={search}
            onChange={setSearch}
          />
        ) : null}
        <div className="d-flex flex-wrap align-items-end gap-2">
          <SelectField
            id="offer-chain-choice"
            className="mb-0 flex-grow-1"
            compact
            label={<FormattedMessage id="offers.chain.approver" />}
            value={choice}
            disabled={full}
            hint={
              full ? intl.formatMessage({ id: 'offers.chain.full' }, { max: MAX_STEPS }) : undefined
            }
            leading={
              <>
                <option value="">{intl.formatMessage({ id: 'offers.chain.choose' })}</option>
                {hasManager ? null : (
                  <option value={HIRING_MANAGER}>
                    {intl.formatMessage({ id: 'offers.chain.hiringManager' })}
                  </option>
                )}
              </>
            }
            options={candidates.map((person) => ({
              value: person.id,
              label: intl.formatMessage(
                { id: 'offers.chain.personOption' },
                { name: person.name, email: person.email },
              ),
            }))}
            onChange={setChoice}
          />
          <Button variant="outline-primary" size="sm" disabled={!choice || full} onClick={add}>
            <Plus size={14} aria-hidden className="me-1" />
            <FormattedMessage id="offers.chain.add" />
          </Button>
        </div>
      </fieldset>
      <FormAlert
        message={save.error ? errorTextWithFields(save.error) || errorText(save.error) : null}
      />
      <PendingButton
        pending={save.isPending}
        onClick={() =>
          save.mutate(
            steps.map((step) => ({ userId: step.userId })),
            { onSuccess: () => announce(intl.formatMessage({ id: 'offers.chain.saved' })) },
          )
        }
      >
        <FormattedMessage id="offers.chain.save" />
      </PendingButton>
    </>
  );
}

/** Who approves an offer before it goes out, in order. */
export function ApprovalChainCard({ announce }: { announce: (message: string) => void }) {
  const query = useApprovalChain();
  return (
    <QueryCard
      id="offer-chain-title"
      title={<FormattedMessage id="offers.chain.title" />}
      intro={<FormattedMessage id="offers.chain.intro" />}
      query={query}
    >
      {(chain) => <ChainEditor steps={chain.steps} announce={announce} />}
    </QueryCard>
  );
}
