import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { IntlMessages } from '@/lib/i18n/catalogs';
import en from '@/locales/en.json';
import { Timeline } from './Timeline';

describe('Timeline', () => {
  it('shows a step that changed neither status nor stage as its author’s note', () => {
    const interview = { id: 4, name: 'Interview' };
    render(
      <IntlProvider locale="en" messages={en as IntlMessages}>
        <Timeline
          entries={[
            { from: null, to: 'submitted', at: '2026-11-20T09:00:00Z' },
            {
              from: 'submitted',
              to: 'interview',
              at: '2026-11-21T09:00:00Z',
              by: 'Rita Recruiter',
              toStage: interview,
            },
            {
              from: 'interview',
              to: 'interview',
              at: '2026-11-21T09:01:00Z',
              by: 'Rule “Phone screen”',
              note: 'Message sent automatically: interview_invitation',
              fromStage: interview,
              toStage: interview,
            },
          ]}
        />
      </IntlProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveTextContent('Interview');
    expect(items[1]).toHaveTextContent('Rita Recruiter');
    // The note names no status: it is the rule's line.
    expect(items[2]).toHaveTextContent(
      /^Rule “Phone screen”: Message sent automatically: interview_invitation/,
    );
    expect(items[2]).not.toHaveTextContent('Interview');
  });
});
