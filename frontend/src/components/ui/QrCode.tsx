import { useEffect, useState } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';

/** The quiet zone around the code, in modules (the standard asks for four). */
const MARGIN = 4;

/** The dark modules of a QR code as one SVG path, a 1×1 square per module. */
function pathOf(size: number, isDark: (row: number, col: number) => boolean): string {
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (isDark(row, col)) path += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
    }
  }
  return path;
}

interface Drawn {
  value: string;
  size: number;
  path: string;
}

type Shown = Drawn | 'failed' | null;

/**
 * A QR code drawn here, in the browser: the text (an `otpauth://` address holds a secret) never
 * leaves the page. The encoder is its own chunk, fetched when a code is first shown. Always dark on
 * white, in both themes, so that cameras read it.
 */
export function QrCode({
  value,
  label,
  pixels = 192,
}: {
  value: string;
  label: string;
  pixels?: number;
}) {
  const [drawn, setDrawn] = useState<Shown>(null);

  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then(({ create }) => {
        const { modules } = create(value, { errorCorrectionLevel: 'M' });
        return {
          value,
          size: modules.size,
          path: pathOf(modules.size, (row, col) => Boolean(modules.get(row, col))),
        };
      })
      // Without the encoder (a chunk that cannot be fetched) the key shown as text still works.
      .catch(() => 'failed' as const)
      .then((next) => {
        if (!cancelled) setDrawn(next);
      });
    return () => {
      cancelled = true;
    };
  }, [value]);

  if (drawn === 'failed') return null;
  if (drawn?.value !== value) {
    return (
      <Placeholder as="div" animation="glow" aria-hidden="true">
        <Placeholder style={{ width: pixels, height: pixels }} />
      </Placeholder>
    );
  }
  const extent = drawn.size + 2 * MARGIN;
  return (
    <svg
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className="qr-code d-block mw-100 h-auto"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
