// A QR code for a link, drawn on the device as one SVG path (no image fetched, nothing sent anywhere).
// The text it carries is on it as data-qr-payload, for a test to read what a scanner would.
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

export default function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path, no words
      for (let col = 0; col < count; col++) if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
    // Four modules of quiet zone all round, as scanners expect.
    return { size: count + 8, path: d };
  }, [text]);
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
