// A QR code for a link, drawn on the device as one SVG path (no image fetched, nothing sent anywhere).
// The text it carries is on it as data-qr-payload, for a test to read what a scanner would.
// The encoder is `qr` (Paul Miller's, as the trusted night's cryptography): it is smaller than
// qrcode-generator (1.4 kB less precached), and qr-code.test.ts reads codes back with its decoder.
import { useLingui } from '@lingui/react/macro';
import encodeQR from 'qr';
import { useMemo } from 'react';
import { NOTICE } from '../styles';

/** Four modules of quiet zone all round, as scanners expect. */
const QUIET_ZONE = 4;

/**
 * The code's dark modules, quiet zone included, as one SVG path of unit squares; null when the text is
 * longer than a QR code holds (2,331 bytes at this correction: a night's link of a couple of hundred hands).
 */
export function qrPath(text: string): { size: number; path: string } | null {
  let modules: boolean[][];
  try {
    // Medium error correction (15 % of the code may be unreadable) and the text's UTF-8 bytes, as before:
    // a name in Chinese is read back as it was written.
    modules = encodeQR(text, 'raw', { ecc: 'medium', encoding: 'byte', border: QUIET_ZONE });
  } catch {
    // Too long for the largest code (version 40): said on the screen, where the code would be.
    return null;
  }
  let path = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path, no words
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size: modules.length, path };
}

export default function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { t } = useLingui();
  const drawn = useMemo(() => qrPath(text), [text]);
  if (!drawn)
    return (
      // Where the code would be, said as the screen's other notes are (no white square to scan).
      <p className={NOTICE}>{t`This link is too long for a QR code: send the link itself instead.`}</p>
    );
  const { size, path } = drawn;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      className={className}
      shapeRendering="crispEdges"
      data-qr-payload={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
