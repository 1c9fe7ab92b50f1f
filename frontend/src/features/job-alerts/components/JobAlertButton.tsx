import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Bell } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import { DialogHeader } from '@/components/ui/DialogHeader';
import type { Category } from '@/lib/api/types';
import { JobAlertMessages } from './JobAlertMessages';
import { SubscribeForm } from './SubscribeForm';

interface JobAlertButtonProps {
  /** The list's category and search words: the alert starts with them. */
  category: Category | undefined;
  keywords: string | undefined;
}

function SubscribeDialog({ category, keywords }: JobAlertButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outline-primary"
        size="sm"
        className="d-inline-flex align-items-center gap-1"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Bell size={16} aria-hidden="true" />
        <FormattedMessage id="jobAlerts.open" />
      </Button>
      <Modal show={open} onHide={close} centered aria-labelledby="job-alert-title">
        <DialogHeader id="job-alert-title">
          <FormattedMessage id="jobAlerts.title" />
        </DialogHeader>
        <Modal.Body>
          <SubscribeForm category={category} keywords={keywords} onClose={close} />
        </Modal.Body>
      </Modal>
    </>
  );
}

/**
 * "Get new jobs by e-mail" on the vacancy lists: a dialog that subscribes to an alert, starting
 * from the list's category and search words. A chunk of its own, shown once it has arrived.
 */
export function JobAlertButton(props: JobAlertButtonProps) {
  return (
    <JobAlertMessages>
      <SubscribeDialog {...props} />
    </JobAlertMessages>
  );
}
