import Button from 'react-bootstrap/Button';
import { Edit } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import { SuccessAlert } from '@/components/ui/FormAlert';
import { TitledCard } from '@/components/ui/TitledCard';
import { ApplicationThreads } from './ApplicationThreads';
import { Composer } from './Composer';
import { MessagesMessages } from './MessagesMessages';
import { useComposerDialog } from './use-composer-dialog';

interface ApplicationMessagesCardProps {
  applicationId: number;
  /** The applicant; `id` is null once they erased their account. */
  applicant: { id: string | null; name: string; email: string };
}

/**
 * The recruiter's view of the messages about an application, with a composer addressed to the
 * applicant (unless the applicant's account is gone).
 */
function ApplicationMessagesCardContent({
  applicationId,
  applicant,
}: ApplicationMessagesCardProps) {
  const composer = useComposerDialog();
  const { id } = applicant;
  const erasedId = `application-${applicationId}-erased`;
  return (
    <TitledCard
      title={<FormattedMessage id="mail.messages" />}
      actions={
        <Button
          variant="outline-primary"
          size="sm"
          disabled={id === null}
          aria-describedby={id === null ? erasedId : undefined}
          onClick={composer.open}
        >
          <Edit size={14} aria-hidden="true" className="me-1" />
          <FormattedMessage id="mail.writeToApplicant" />
        </Button>
      }
    >
      {id === null ? (
        <p id={erasedId} className="small text-body-secondary">
          <FormattedMessage id="mail.applicantErased" />
        </p>
      ) : null}
      <SuccessAlert show={composer.sent} text="mail.sent" />
      <ApplicationThreads applicationId={applicationId} headingLevel={3} />
      {id === null ? null : (
        <Composer
          key={composer.key}
          {...composer.props}
          preset={{
            to: [{ id, name: applicant.name, email: applicant.email }],
            applicationId,
            title: 'mail.writeToApplicant',
          }}
        />
      )}
    </TitledCard>
  );
}

/** The card, inside the mail's messages (it is shown on the recruiter's application page). */
export function ApplicationMessagesCard(props: ApplicationMessagesCardProps) {
  return (
    <MessagesMessages>
      <ApplicationMessagesCardContent {...props} />
    </MessagesMessages>
  );
}
