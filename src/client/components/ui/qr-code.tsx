import { encode } from 'uqr';

/**
 * A link as a QR code: the matrix is computed here (uqr, no dependencies) and drawn as one SVG path
 * of React elements, never as injected markup. Medium error correction survives a scratched screen
 * or a glare; the quiet zone of 4 modules is the standard's. Dark modules on white, whatever the
 * page around it: scanners expect them.
 */
export function QrCode({ url, label, className, testId }: { url: string; label: string; className?: string; testId?: string }) {
  const { data, size } = encode(url, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg className={className} role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" data-testid={testId} data-modules={size}>
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
