/**
 * Reads a QR code from one camera frame (docs/entries.md, "Check-in"). The browser's own
 * `BarcodeDetector` where it reads QR codes (Chrome on Android, macOS, ChromeOS; Safari 17+);
 * elsewhere (Firefox, Chromium on Linux, older Safari) jsQR, a pure-JavaScript decoder loaded here
 * on first use only, so it is fetched when the scanner opens and never with a page.
 */
export type QrFrameReader = (frame: ImageData) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageData): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The browser's detector when it reads QR codes, else null. */
async function nativeReader(scope: { BarcodeDetector?: BarcodeDetectorClass }): Promise<QrFrameReader | null> {
  const Detector = scope.BarcodeDetector;
  if (typeof Detector !== 'function') return null;
  try {
    // Some browsers expose the class with no formats behind it (Chromium on Linux answers []).
    const formats = (await Detector.getSupportedFormats?.()) ?? [];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** The fallback decoder, fetched on first use. */
export async function jsQrReader(): Promise<QrFrameReader> {
  const { default: jsQR } = await import('jsqr');
  // A phone's screen is dark on light: the inverted pass would only double the work per frame.
  return async (frame) =>
    jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** The best reader this browser has: its own detector, or jsQR. */
export async function qrFrameReader(scope: object = globalThis): Promise<QrFrameReader> {
  return (await nativeReader(scope as { BarcodeDetector?: BarcodeDetectorClass })) ?? jsQrReader();
}
