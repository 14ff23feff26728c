/**
 * Resized copies of stored public pictures (`/files/public/…?w=480`): the server makes each width once, as
 * WebP, never wider than the original, and keeps it; the pages offer them in `srcset` so that a phone
 * downloads and decodes a picture its size instead of a 1,920-pixel banner. Only these widths are made (a
 * width per request would let anyone fill the storage).
 */
export const PICTURE_WIDTHS = [480, 960, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export function isPictureWidth(value: number): value is PictureWidth {
  return (PICTURE_WIDTHS as readonly number[]).includes(value);
}

/** A stored public picture the server can resize (an uploaded or demo JPEG, PNG or WebP; not SVG or GIF). */
const RESIZABLE = /^\/files\/public\/[^?#]+\.(?:jpe?g|png|webp)$/i;

export function isResizablePicture(url: string): boolean {
  return RESIZABLE.test(url);
}

/** The address of `url` at `width` (the picture itself when it cannot be resized: another site's, an SVG). */
export function pictureAt(url: string, width: PictureWidth): string {
  return isResizablePicture(url) ? `${url}?w=${width}` : url;
}

/**
 * `srcset` for a picture, every width up to `largest` (e.g. 960 for a card never shown wider than ~500 CSS
 * pixels, even at twice the density); undefined when the picture cannot be resized, so `src` alone stays.
 */
export function pictureSrcSet(url: string, largest: PictureWidth = 1920): string | undefined {
  if (!isResizablePicture(url)) return undefined;
  return PICTURE_WIDTHS.filter((width) => width <= largest)
    .map((width) => `${url}?w=${width} ${width}w`)
    .join(', ');
}
