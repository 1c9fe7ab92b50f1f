import { Suspense, lazy, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Settings } from 'react-feather';
import { useIntl } from 'react-intl';
import type { Layout } from './customizer-store';

const loadPanel = () => import('./CustomizerPanel');
const CustomizerPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.CustomizerPanel })),
);

/** The theme customizer (md and up): every change applies at once and persists. */
export function Customizer({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Button
        variant="primary"
        className="customizer-toggle d-none d-md-flex"
        aria-label={intl.formatMessage({ id: 'customizer.open' })}
        // Pointing at or focusing the button fetches the panel, so it opens without a wait.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Settings size={18} className="spin-slow" aria-hidden="true" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <CustomizerPanel layout={layout} show={open} onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
