import { screen } from '@testing-library/react';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { qrPath } from './TwoStepQrCode';
import { TwoStepSetup } from './TwoStepSetup';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Acme%20Pvt%20Ltd:anita%40example.com?secret=${SECRET}&issuer=Acme%20Pvt%20Ltd&algorithm=SHA1&digits=6&period=30`;

describe('TwoStepSetup', () => {
  it('shows the key as a QR code drawn in the browser, and the setup key in words beside it', async () => {
    const { calls } = stubFetch(({ method, url }) =>
      method === 'POST' && url === '/api/me/two-step/setup'
        ? jsonResponse({ secret: SECRET, uri: URI })
        : undefined,
    );
    const { user } = renderWithClient(<TwoStepSetup />);
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(URI).path);
    expect(screen.getByTestId('two-step-secret')).toHaveTextContent(SECRET);
    expect(screen.getByRole('link', { name: 'open it in the app' })).toHaveAttribute('href', URI);
    // Drawn locally: the only request is the set-up itself, and no address anywhere carries the key.
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/me/two-step/setup']);
    expect(document.querySelectorAll('img[src], image, iframe')).toHaveLength(0);
  });
});

describe('qrPath', () => {
  it("draws exactly the library's modules, inside a four-module quiet zone", () => {
    const { modules } = create(URI, { errorCorrectionLevel: 'M' });
    const { size, path } = qrPath(URI);
    expect(size).toBe(modules.size + 8);
    const dark = path.match(/M\d+ \d+h1v1h-1z/g) ?? [];
    expect(dark).toHaveLength([...modules.data].filter(Boolean).length);
    // The top-left finder pattern: a 7-module dark border starting at the quiet zone's edge.
    for (let i = 0; i < 7; i += 1) {
      expect(dark).toContain(`M${4 + i} 4h1v1h-1z`);
      expect(dark).toContain(`M4 ${4 + i}h1v1h-1z`);
    }
    const coordinates = dark.flatMap((square) => (/^M(\d+) (\d+)/.exec(square) ?? []).slice(1).map(Number));
    expect(Math.min(...coordinates)).toBe(4);
    expect(Math.max(...coordinates)).toBe(size - 5);
  });
});
