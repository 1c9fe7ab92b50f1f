import { FormattedDate, FormattedMessage } from 'react-intl';

/** "Applied on 3 Mar 2026": the one wording of an application's date, wherever it is shown. */
export function AppliedOn({ at }: { at: string }) {
  return (
    <FormattedMessage
      id="applications.appliedOn"
      values={{ date: <FormattedDate value={at} dateStyle="medium" /> }}
    />
  );
}
