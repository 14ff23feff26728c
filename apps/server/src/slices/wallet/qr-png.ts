import { createRequire } from 'node:module';

// The qrcode package ships no type declarations; only this one function of it is used here.
const QRCode = createRequire(import.meta.url)('qrcode') as {
  toDataURL(
    text: string,
    options: {
      type: 'image/png';
      margin?: number;
      width?: number;
      errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    },
  ): Promise<string>;
};

/** The payment QR code as a PNG data URL, made on the server (the answer's payCodeImg). */
export function qrPngDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { type: 'image/png', margin: 2, width: 280, errorCorrectionLevel: 'M' });
}
