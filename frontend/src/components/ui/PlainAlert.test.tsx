import { render, screen } from '@testing-library/react';
import { PlainAlert } from './PlainAlert';

describe('PlainAlert', () => {
  it('is an alert by default, with Bootstrap’s classes and the given ones', () => {
    render(
      <PlainAlert variant="warning" className="mb-0">
        Careful
      </PlainAlert>,
    );
    expect(screen.getByRole('alert')).toHaveClass('alert', 'alert-warning', 'mb-0');
    expect(screen.getByRole('alert')).toHaveTextContent('Careful');
  });

  it('announces politely when it is a status', () => {
    render(
      <PlainAlert variant="success" role="status">
        Saved
      </PlainAlert>,
    );
    expect(screen.getByRole('status')).toHaveClass('alert', 'alert-success');
  });
});
