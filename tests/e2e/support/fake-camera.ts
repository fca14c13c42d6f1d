import { writeFileSync } from 'node:fs';
import { encode } from 'uqr';

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`): a Y4M of grey
 * frames with `text` as a QR code in the middle, drawn by the encoder of the player's own code.
 * Y4M is a header and raw 4:2:0 frames (luma, then both chroma planes), so no encoder is needed:
 * the chroma planes at 128 make the picture black and white.
 */
export function writeQrY4m(path: string, text: string, { width = 640, height = 480, frames = 5 } = {}): void {
  const { data: modules, size } = encode(text, { ecc: 'M', border: 4 });
  const scale = Math.floor((Math.min(width, height) * 0.8) / size);
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 150);
  for (let y = 0; y < size * scale; y += 1)
    for (let x = 0; x < size * scale; x += 1)
      luma[(top + y) * width + left + x] = modules[Math.floor(y / scale)]![Math.floor(x / scale)] ? 20 : 235;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
