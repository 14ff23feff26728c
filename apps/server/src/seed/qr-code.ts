import { createRequire } from 'node:module';

// The qrcode package ships no type declarations; only this one function of it is used here.
const QRCode = createRequire(import.meta.url)('qrcode') as {
  toString(
    text: string,
    options: { type: 'svg'; margin?: number; color?: { dark?: string; light?: string } },
  ): Promise<string>;
};

/** A real, scannable QR code as SVG (the demo footer's public-account and customer-service codes). */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1 });
}
