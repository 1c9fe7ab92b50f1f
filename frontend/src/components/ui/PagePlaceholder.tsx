import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';
import { PageSection } from './PageSection';

/**
 * A page's loading state under its title; without `loading` it stands for a page whose content
 * arrives with a later issue.
 */
export function PagePlaceholder({ title, loading = false }: { title: string; loading?: boolean }) {
  return (
    <PageSection title={title}>
      <Card>
        <Card.Body>
          <div className="d-flex align-items-center gap-3 mb-3" role="status">
            <Spinner animation="border" size="sm" variant="primary" aria-hidden="true" />
            <span className="text-body-secondary">
              <FormattedMessage id={loading ? 'app.loading' : 'placeholder.text'} />
            </span>
          </div>
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={7} /> <Placeholder xs={4} /> <Placeholder xs={4} />{' '}
            <Placeholder xs={6} /> <Placeholder xs={8} />
          </Placeholder>
        </Card.Body>
      </Card>
    </PageSection>
  );
}
