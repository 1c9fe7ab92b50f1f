import Alert from 'react-bootstrap/Alert';

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="danger" className="py-2" role="alert">
      {message}
    </Alert>
  );
}
