import { describe, expect, it } from 'vitest';
import { isPictureWidth, isResizablePicture, pictureAt, pictureSrcSet } from './picture-widths.ts';

describe('picture widths', () => {
  it('offers every width up to the largest for a stored public picture', () => {
    expect(pictureSrcSet('/files/public/site/202611/a.webp')).toBe(
      '/files/public/site/202611/a.webp?w=480 480w, /files/public/site/202611/a.webp?w=960 960w, /files/public/site/202611/a.webp?w=1920 1920w',
    );
    expect(pictureSrcSet('/files/public/admin/b.JPG', 960)).toBe(
      '/files/public/admin/b.JPG?w=480 480w, /files/public/admin/b.JPG?w=960 960w',
    );
  });

  it('leaves alone what the server cannot resize: SVG, GIF, other sites, private files, addresses with a query', () => {
    for (const url of [
      '/files/public/demo/banner.svg',
      '/files/public/site/x.gif',
      'https://cdn.example.com/a.webp',
      '/files/private/a.webp',
      '/files/public/a.webp?w=480',
      '',
    ]) {
      expect(isResizablePicture(url)).toBe(false);
      expect(pictureSrcSet(url)).toBeUndefined();
      expect(pictureAt(url, 480)).toBe(url);
    }
    expect(pictureAt('/files/public/a.png', 480)).toBe('/files/public/a.png?w=480');
  });

  it('knows only its widths', () => {
    expect(isPictureWidth(480)).toBe(true);
    expect(isPictureWidth(1920)).toBe(true);
    expect(isPictureWidth(500)).toBe(false);
    expect(isPictureWidth(Number.NaN)).toBe(false);
  });
});
