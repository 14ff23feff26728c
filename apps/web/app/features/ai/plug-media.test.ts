import { describe, expect, it } from 'vitest';
import { DEFAULT_PLUG_COVER, DEFAULT_PLUG_VIDEO, plugMedia } from './plug-media.ts';

describe('the AI plugin page media (002 §2)', () => {
  it('uses the server’s link and images when given', () => {
    expect(plugMedia({ link: '/v/intro.mp4', images: '/files/cover.webp' })).toEqual({
      src: '/v/intro.mp4',
      poster: '/files/cover.webp',
    });
  });

  it('falls back to the default video and cover, each on its own', () => {
    expect(plugMedia({ link: '', images: '/files/cover.webp' })).toEqual({
      src: DEFAULT_PLUG_VIDEO,
      poster: '/files/cover.webp',
    });
    expect(plugMedia({ link: '/v/intro.mp4', images: '  ' })).toEqual({
      src: '/v/intro.mp4',
      poster: DEFAULT_PLUG_COVER,
    });
    expect(plugMedia({ link: null })).toEqual({ src: DEFAULT_PLUG_VIDEO, poster: DEFAULT_PLUG_COVER });
    // Safe inside an unquoted CSS url(…), where artplayer puts its poster.
    expect(DEFAULT_PLUG_COVER).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg[^\s()'"]+$/);
    expect(decodeURIComponent(DEFAULT_PLUG_COVER.split(',')[1]!)).toContain('url(#g)');
  });
});
