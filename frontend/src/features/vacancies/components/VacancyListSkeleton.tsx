import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { FormattedMessage } from 'react-intl';

export function VacancyListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status">
      <span className="visually-hidden">
        <FormattedMessage id="app.loading" />
      </span>
      <Row xs={1} md={2} xl={3} className="g-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Col key={index}>
            <Card className="h-100">
              <Card.Body>
                <Placeholder as="div" animation="glow">
                  <Placeholder xs={8} size="lg" /> <Placeholder xs={5} /> <Placeholder xs={4} />{' '}
                  <Placeholder xs={6} />
                </Placeholder>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
