import { useMemo } from 'react';
import { create } from 'qrcode';

/** The quiet zone the QR standard asks for around the code, in modules. */
const MARGIN = 4;

/** One SVG path of every dark module: a square a module, so the image stays sharp at any size. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + MARGIN} ${row + MARGIN}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * MARGIN, path: parts.join('') };
}

/**
 * The otpauth:// address as a QR code for an authenticator app to scan (docs/security.md). Drawn here, in the
 * browser, from the `qrcode` package: the secret never goes to another service. Dark on white whatever the
 * theme, as scanners expect. Loaded on demand (its own chunk) by TwoStepSetup.
 */
export function TwoStepQrCode({ uri }: { uri: string }) {
  const { size, path } = useMemo(() => qrPath(uri), [uri]);
  return (
    <svg
      role="img"
      aria-label="QR code for your authenticator app"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 max-w-full rounded border bg-white"
      data-testid="two-step-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
