import { createRequire } from 'node:module';

// The qrcode package ships no type declarations; only this one function of it is used here.
const QRCode = createRequire(import.meta.url)('qrcode') as {
  toBuffer(text: string, options: { type: 'png'; margin?: number; scale?: number }): Promise<Buffer>;
};

/**
 * A real, scannable QR code as PNG (the demo footer's public-account and customer-service codes), as an
 * operator would upload one. Not SVG: a browser draws an SVG picture on the page's main thread (a QR code's
 * one long path cost 20–40 ms per picture at Lighthouse's mobile CPU), a PNG is decoded off it. 8 pixels a
 * module: sharp at the 104–120 px the site shows it, on screens of twice that density.
 */
export function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', margin: 1, scale: 8 });
}
