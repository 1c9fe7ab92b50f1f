import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogBody } from '@/components/ui/DialogBody';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { TextField } from '@/components/ui/TextField';
import type { DeskApplication } from '../../api/get-desk-applications';
import { RejectionReasonField } from '../RejectionReasonField';

/** A move the board asks about first: a rejection (its reason) or a move back (a note). */
export interface MoveQuestion {
  card: DeskApplication;
  ask: 'reason' | 'note';
  /** The card's column and the target column, as the board names them (quoted). */
  from: string;
  to: string;
}

export interface MoveAnswer {
  note: string | null;
  reasonId: number | null;
}

interface MoveDialogProps {
  question: MoveQuestion | null;
  /** False while the dialog closes (the question stays on screen until it is gone). */
  show: boolean;
  onCancel: () => void;
  onExited: () => void;
  onAnswer: (answer: MoveAnswer) => void;
}

const MAX_NOTE = 2000;

function MoveForm({
  question,
  onCancel,
  onAnswer,
}: {
  question: MoveQuestion;
  onCancel: () => void;
  onAnswer: (answer: MoveAnswer) => void;
}) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const name = question.card.applicantName;
  const rejecting = question.ask === 'reason';

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    const trimmed = note.trim();
    if (rejecting ? !reason : !trimmed) {
      document.getElementById(rejecting ? 'board-move-reason' : 'board-move-note')?.focus();
      return;
    }
    onAnswer({ note: trimmed || null, reasonId: rejecting ? Number(reason) : null });
  };

  return (
    <Form noValidate onSubmit={submit}>
      <DialogHeader id="board-move-title">
        {rejecting ? (
          <FormattedMessage id="board.move.rejectTitle" values={{ name }} />
        ) : (
          <FormattedMessage id="board.move.backTitle" values={{ name, stage: question.to }} />
        )}
      </DialogHeader>
      <DialogBody
        intro={
          rejecting ? (
            <FormattedMessage id="board.move.rejectIntro" values={{ name }} />
          ) : (
            <FormattedMessage
              id="board.move.backIntro"
              values={{ name, from: question.from, to: question.to }}
            />
          )
        }
      >
        {rejecting ? (
          <RejectionReasonField
            id="board-move-reason"
            className="mb-3"
            value={reason}
            onChange={setReason}
            missing={tried}
          />
        ) : null}
        <TextField
          id="board-move-note"
          className=""
          rows={3}
          maxLength={MAX_NOTE}
          required={!rejecting}
          label={<FormattedMessage id={rejecting ? 'pipeline.note' : 'board.move.backNote'} />}
          error={
            !rejecting && tried && !note.trim()
              ? intl.formatMessage({ id: 'board.move.backNoteRequired' })
              : null
          }
          value={note}
          onChange={setNote}
        />
      </DialogBody>
      <DialogFooter onCancel={onCancel}>
        <Button type="submit">
          <FormattedMessage id="board.move.confirm" />
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * Asks, before a board move, what the server needs for it: why an application is not selected
 * (one of the tenant's reasons), or why it goes back to an earlier stage. Its first field takes
 * the focus; closing it gives the focus back where it was.
 */
export function MoveDialog({ question, show, onCancel, onExited, onAnswer }: MoveDialogProps) {
  return (
    <Modal
      show={show}
      onHide={onCancel}
      onExited={onExited}
      onEntered={() =>
        document
          .getElementById(question?.ask === 'reason' ? 'board-move-reason' : 'board-move-note')
          ?.focus()
      }
      centered
      aria-labelledby="board-move-title"
    >
      {question ? (
        <MoveForm
          key={`${question.card.id}-${question.to}`}
          question={question}
          onCancel={onCancel}
          onAnswer={onAnswer}
        />
      ) : null}
    </Modal>
  );
}
