import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { FormattedMessage } from 'react-intl';

/** A section's loading state: announced once, drawn as a skeleton. */
export function LoadingCard({ lines = 3 }: { lines?: number }) {
  return (
    <Card role="status">
      <Card.Body>
        <span className="visually-hidden">
          <FormattedMessage id="app.loading" />
        </span>
        <Placeholder as="div" animation="glow" aria-hidden="true">
          {Array.from({ length: lines }, (_, index) => (
            <Placeholder key={index} xs={index % 2 === 0 ? 8 : 5} className="d-block mb-2" />
          ))}
        </Placeholder>
      </Card.Body>
    </Card>
  );
}
