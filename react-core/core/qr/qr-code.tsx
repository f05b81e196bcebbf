import qrcode from 'qrcode-generator';

/**
 * A scannable QR code of `value`, drawn as one SVG path. Lives in its own chunk: the chrome's
 * first paint does not wait for the encoder.
 */
export function qrPath(value: string): { size: number; d: string } {
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const size = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
  }
  return { size: size + 8, d };
}

export default function QrCode({ value, label }: { value: string; label: string }) {
  const { size, d } = qrPath(value);
  return (
    <svg
      className="qr"
      part="qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="112"
      height="112"
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
