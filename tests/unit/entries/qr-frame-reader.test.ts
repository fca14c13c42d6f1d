/**
 * The camera scanner's decode path (docs/entries.md, "Check-in"): a check-in code drawn as the
 * player's screen draws it (uqr, the encoder of /me's QR code) into a frame, read back by the
 * reader the scanner picks. Node has no BarcodeDetector, so this is the jsQR fallback that
 * Firefox and Chromium on Linux use; a browser's own detector is taken when it reads QR codes.
 */
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { entryIdOfCheckInCode } from '@/shared/schemas/entries';
import { qrFrameReader } from '@/client/features/entries/admin/scanner/qr-frame-reader';

/** A camera-sized RGBA frame: grey surroundings, the code's modules `scale` pixels wide, at (left, top). */
function frameWithCode(text: string, { width = 640, height = 480, scale = 6, left = 150, top = 60 } = {}): ImageData {
  const { data: modules, size } = encode(text, { ecc: 'M', border: 4 });
  const data = new Uint8ClampedArray(width * height * 4).fill(160);
  const paint = (x: number, y: number, value: number) => {
    const at = (y * width + x) * 4;
    data[at] = data[at + 1] = data[at + 2] = value;
    data[at + 3] = 255;
  };
  for (let y = 0; y < size * scale; y += 1)
    for (let x = 0; x < size * scale; x += 1)
      paint(left + x, top + y, modules[Math.floor(y / scale)]![Math.floor(x / scale)] ? 15 : 255);
  // Node has no ImageData; the reader reads only these three fields.
  return { data, width, height, colorSpace: 'srgb' } satisfies ImageData;
}

describe('the QR frame reader', () => {
  it('reads the check-in code a player shows', async () => {
    const read = await qrFrameReader({});
    const value = await read(frameWithCode('bandeja-entry:4217'));
    expect(value).toBe('bandeja-entry:4217');
    expect(entryIdOfCheckInCode(value!)).toBe(4217);
  });

  it('reads nothing from a frame without a code', async () => {
    const read = await qrFrameReader({});
    const blank = frameWithCode('x', { scale: 0 });
    expect(await read(blank)).toBeNull();
  });

  it("takes the browser's own detector when it reads QR codes", async () => {
    const seen: string[][] = [];
    class BarcodeDetector {
      static getSupportedFormats = async () => ['ean_13', 'qr_code'];
      constructor(options: { formats: string[] }) {
        seen.push(options.formats);
      }
      async detect() {
        return [{ rawValue: 'bandeja-entry:9' }];
      }
    }
    const read = await qrFrameReader({ BarcodeDetector });
    expect(await read(frameWithCode('bandeja-entry:1'))).toBe('bandeja-entry:9');
    expect(seen).toEqual([['qr_code']]);
  });

  it('falls back to jsQR where the detector reads no QR code (Chromium on Linux)', async () => {
    class BarcodeDetector {
      static getSupportedFormats = async () => [];
      async detect() {
        return [{ rawValue: 'wrong' }];
      }
    }
    const read = await qrFrameReader({ BarcodeDetector });
    expect(await read(frameWithCode('bandeja-entry:77'))).toBe('bandeja-entry:77');
  });
});
