import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';

/** A small spinner centred in a roomy row while a list loads; "Loading" is read out. */
export function LoadingSpinner() {
  return (
    <div className="d-flex justify-content-center py-4" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span className="visually-hidden">
        <FormattedMessage id="app.loading" />
      </span>
    </div>
  );
}
