import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Plus, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { messageOptions } from '@/components/ui/message-options';
import { QueryCard } from '@/components/ui/QueryCard';
import { SelectField } from '@/components/ui/SelectField';
import { ApiError } from '@/lib/api/api-error';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { PeopleSearchBox } from '@/lib/people/PeopleSearchBox';
import { usePeopleSearch } from '@/lib/people/use-people-search';
import { MAX_TEAM_MEMBERS, TEAM_ROLES, type TeamMember, type TeamRole } from '../api/types';
import { useSaveVacancyTeam, useVacancyTeam } from '../api/vacancy-team';
import { StagesMessages } from './StagesMessages';

/** The people search answers the first 50 by name: beyond that, a search box finds the others. */

const ID = 'vacancy-team';
const LIST_ERROR_ID = `${ID}-list-error`;
const PERSON_ID = `${ID}-person`;

const teamRoleLabel: Readonly<Record<TeamRole, MessageId>> = {
  hiring_manager: 'stages.team.role.hiring_manager',
  recruiter: 'stages.team.role.recruiter',
  interviewer: 'stages.team.role.interviewer',
  coordinator: 'stages.team.role.coordinator',
};

/** The id of a member's role select, and of their remove button. */
const roleId = (userId: string) => `${ID}-${userId}-role`;
const removeId = (userId: string) => `${ID}-${userId}-remove`;

function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

const MEMBER_FIELD = /^members\.(\d+)\.userId$/;

/**
 * The team's problems: the client's check (one hiring manager) and the server's field errors,
 * `members` above the list and `members.N.userId` at that member (N counts the members as they
 * were sent, so an error stays with its person while the list changes).
 */
function useTeamErrors(serverError: unknown, sent: readonly TeamMember[]) {
  const { errorText } = useApiErrorText();
  const { errorFor, validate } = useFieldErrors<string>(serverError);
  const fields = serverError instanceof ApiError ? Object.keys(serverError.fields) : [];
  const known = (name: string) => name === 'members' || MEMBER_FIELD.test(name);
  const shownOnFields =
    serverError instanceof ApiError &&
    serverError.code === 'validation_failed' &&
    fields.length > 0 &&
    fields.every(known);
  return {
    listError: errorFor('members'),
    memberError: (userId: string) => {
      const index = sent.findIndex((member) => member.userId === userId);
      return index === -1 ? null : errorFor(`members.${index}.userId`);
    },
    formError: serverError && !shownOnFields ? errorText(serverError) : null,
    /** The client's check; false, with the focus on the list's problem, if it fails. */
    check: (members: readonly TeamMember[]) => {
      const managers = members.filter((member) => member.role === 'hiring_manager').length;
      if (validate({ members: managers > 1 ? 'error.team_invalid' : null })) return true;
      focusSoon(LIST_ERROR_ID);
      return false;
    },
    /** After a failed save: the focus goes to the first problem the server named. */
    focusServer: (error: unknown, members: readonly TeamMember[]) => {
      if (!(error instanceof ApiError)) return;
      const names = Object.keys(error.fields);
      if (names.includes('members')) {
        focusSoon(LIST_ERROR_ID);
        return;
      }
      const first = members.find((_, index) => names.includes(`members.${index}.userId`));
      if (first) focusSoon(roleId(first.userId));
    },
  };
}

/** The colleague to add (not on the team yet) and their part; a search beyond the first 50. */
function AddMember({
  members,
  onAdd,
}: {
  members: readonly TeamMember[];
  onAdd: (member: TeamMember) => void;
}) {
  const intl = useIntl();
  const { search, setSearch, people, searchable } = usePeopleSearch();
  const [personId, setPersonId] = useState('');
  const [role, setRole] = useState<TeamRole>('interviewer');
  const onTeam = new Set(members.map((member) => member.userId));
  const candidates = (people.data ?? []).filter((person) => !onTeam.has(person.id));
  const chosen = candidates.find((person) => person.id === personId);
  const full = members.length >= MAX_TEAM_MEMBERS;
  const hint = full
    ? intl.formatMessage({ id: 'stages.team.full' }, { max: MAX_TEAM_MEMBERS })
    : people.error
      ? intl.formatMessage({ id: 'stages.team.peopleFailed' })
      : people.data && candidates.length === 0
        ? intl.formatMessage({ id: 'stages.team.noneLeft' })
        : undefined;

  const add = () => {
    if (!chosen) return;
    onAdd({ userId: chosen.id, name: chosen.name, email: chosen.email, role });
    setPersonId('');
    // The button is disabled until the next choice: the focus goes back to the choice.
    focusSoon(PERSON_ID);
  };

  return (
    <fieldset className="border rounded p-2 p-sm-3 mb-3">
      <legend className="fs-6 mb-2">
        <FormattedMessage id="stages.team.addTitle" />
      </legend>
      {searchable ? (
        <PeopleSearchBox
          label={intl.formatMessage({ id: 'stages.team.search' })}
          className="mb-2"
          value={search}
          onChange={setSearch}
        />
      ) : null}
      <Row className="g-2 align-items-end">
        <Col xs={12} md={6}>
          <SelectField
            id={PERSON_ID}
            className=""
            compact
            label={intl.formatMessage({ id: 'stages.team.person' })}
            value={chosen ? personId : ''}
            disabled={full}
            hint={hint}
            leading={
              <option value="">{intl.formatMessage({ id: 'stages.team.choosePerson' })}</option>
            }
            options={candidates.map((person) => ({
              value: person.id,
              label: intl.formatMessage(
                { id: 'stages.team.personOption' },
                { name: person.name, email: person.email },
              ),
            }))}
            onChange={setPersonId}
          />
        </Col>
        <Col xs={12} sm={7} md={3}>
          <SelectField
            id={`${ID}-new-role`}
            className=""
            compact
            label={intl.formatMessage({ id: 'stages.team.role' })}
            value={role}
            disabled={full}
            options={messageOptions(intl, TEAM_ROLES, teamRoleLabel)}
            onChange={(value) => {
              const next = TEAM_ROLES.find((candidate) => candidate === value);
              if (next) setRole(next);
            }}
          />
        </Col>
        <Col xs={12} sm={5} md={3}>
          <Button
            variant="outline-primary"
            size="sm"
            className="w-100"
            disabled={full || !chosen}
            onClick={add}
          >
            <Plus size={16} aria-hidden className="me-1" />
            <FormattedMessage id="stages.team.add" />
          </Button>
        </Col>
      </Row>
    </fieldset>
  );
}

function TeamForm({ vacancyId, team }: { vacancyId: number; team: readonly TeamMember[] }) {
  const intl = useIntl();
  const save = useSaveVacancyTeam(vacancyId);
  const [members, setMembers] = useState<TeamMember[]>(() => [...team]);
  const [sent, setSent] = useState<TeamMember[]>([]);
  const [notice, setNotice] = useState('');
  const errors = useTeamErrors(save.error, sent);
  const roleOptions = messageOptions(intl, TEAM_ROLES, teamRoleLabel);

  const change = (next: TeamMember[], text = '') => {
    setNotice(text);
    setMembers(next);
  };
  const remove = (index: number) => {
    const next = members.filter((_, at) => at !== index);
    change(next);
    const neighbour = next[index] ?? next[index - 1];
    focusSoon(neighbour ? removeId(neighbour.userId) : PERSON_ID);
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setNotice('');
    if (!errors.check(members)) return;
    setSent(members);
    save.mutate(
      { members: members.map(({ userId, role }) => ({ userId, role })) },
      {
        onSuccess: (answer) => {
          setMembers(answer);
          setNotice(intl.formatMessage({ id: 'stages.team.saved' }));
        },
        onError: (error) => errors.focusServer(error, members),
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <FormAlert message={errors.formError} />
      <FormAlert id={LIST_ERROR_ID} message={errors.listError} />
      {members.length === 0 ? (
        <p className="text-body-secondary small">
          <FormattedMessage id="stages.team.empty" />
        </p>
      ) : (
        <ul
          className="list-unstyled mb-3"
          aria-label={intl.formatMessage({ id: 'stages.team.listLabel' })}
        >
          {members.map((member, index) => {
            const nameId = `${ID}-${member.userId}-name`;
            const removeLabel = intl.formatMessage(
              { id: 'stages.team.remove' },
              { name: member.name },
            );
            return (
              <li key={member.userId} className="border rounded p-2 mb-2">
                <div role="group" aria-labelledby={nameId}>
                  <Row className="g-2 align-items-end">
                    <Col xs={12} sm className="text-break">
                      <div id={nameId} className="fw-semibold">
                        {member.name}
                      </div>
                      <div className="small text-body-secondary">{member.email}</div>
                    </Col>
                    <Col xs sm={5} md={4}>
                      <SelectField
                        id={roleId(member.userId)}
                        className=""
                        compact
                        label={intl.formatMessage({ id: 'stages.team.role' })}
                        value={member.role}
                        options={roleOptions}
                        error={errors.memberError(member.userId)}
                        onChange={(value) => {
                          const role = TEAM_ROLES.find((candidate) => candidate === value);
                          if (!role) return;
                          change(
                            members.map((other, at) => (at === index ? { ...other, role } : other)),
                          );
                        }}
                      />
                    </Col>
                    <Col xs="auto">
                      <Button
                        id={removeId(member.userId)}
                        variant="outline-danger"
                        size="sm"
                        aria-label={removeLabel}
                        title={removeLabel}
                        onClick={() => remove(index)}
                      >
                        <Trash2 size={16} aria-hidden />
                      </Button>
                    </Col>
                  </Row>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <AddMember
        members={members}
        onAdd={(member) =>
          change(
            [...members, member],
            intl.formatMessage(
              { id: 'stages.team.added' },
              { name: member.name, role: intl.formatMessage({ id: teamRoleLabel[member.role] }) },
            ),
          )
        }
      />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button type="submit" disabled={save.isPending}>
          <FormattedMessage id="stages.team.save" />
        </Button>
        <span role="status" className="small text-success-emphasis">
          {notice}
        </span>
      </div>
    </Form>
  );
}

function TeamCard({ vacancyId }: { vacancyId: number }) {
  const query = useVacancyTeam(vacancyId);
  return (
    <QueryCard
      id="vacancy-team-title"
      title={<FormattedMessage id="stages.team.title" />}
      intro={<FormattedMessage id="stages.team.intro" />}
      loadingLines={3}
      query={query}
    >
      {(data) => <TeamForm vacancyId={vacancyId} team={data} />}
    </QueryCard>
  );
}

/**
 * A vacancy's hiring team, edited whole: its members (active staff and admins, the people the
 * calendar invites) each with a part, at most one of them hiring manager.
 */
export function VacancyTeamCard({ vacancyId }: { vacancyId: number }) {
  return (
    <StagesMessages>
      <TeamCard vacancyId={vacancyId} />
    </StagesMessages>
  );
}
