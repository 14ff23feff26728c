import { describe, expect, it } from 'vitest';
import {
  previewMediaPlaylist,
  rewriteMasterPlaylist,
  rewriteMediaPlaylist,
  segmentNames,
} from './playlist.ts';

const master = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-STREAM-INF:BANDWIDTH=3220800,RESOLUTION=1280x720
720p/index.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=1460800,RESOLUTION=854x480
480p/index.m3u8
`;

const media = `#EXTM3U
#EXT-X-TARGETDURATION:6
#EXT-X-KEY:METHOD=AES-128,URI="key://content-key",IV=0x0102
#EXTINF:6.000000,
seg_00000.ts
#EXTINF:2.000000,
seg_00001.ts
#EXT-X-ENDLIST
`;

describe('playlist rewriting', () => {
  it('points every variant at our variant endpoint', () => {
    const out = rewriteMasterPlaylist(master, (v) => `/v/${v}?token=t`);
    expect(out).toContain('\n/v/720p?token=t\n');
    expect(out).toContain('\n/v/480p?token=t\n');
    expect(out).toContain('BANDWIDTH=3220800,RESOLUTION=1280x720');
  });

  it('signs segments and replaces the key URI, keeping the IV', () => {
    expect(segmentNames(media)).toEqual(['seg_00000.ts', 'seg_00001.ts']);
    const urls = new Map([
      ['seg_00000.ts', '/files/a?sig=1'],
      ['seg_00001.ts', '/files/b?sig=2'],
    ]);
    const out = rewriteMediaPlaylist(media, urls, '/key?token=t');
    expect(out).toContain('#EXT-X-KEY:METHOD=AES-128,URI="/key?token=t",IV=0x0102');
    expect(out).toContain('\n/files/a?sig=1\n');
    expect(out).toContain('\n/files/b?sig=2\n');
    expect(out).not.toContain('key://');
  });
});

describe('previewMediaPlaylist', () => {
  it('keeps the segments that start inside the preview and ends the list there', () => {
    const cut = previewMediaPlaylist(media, 5);
    expect(segmentNames(cut)).toEqual(['seg_00000.ts']);
    expect(cut).toContain('#EXT-X-KEY:METHOD=AES-128');
    expect(cut.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(cut.match(/#EXT-X-ENDLIST/g)).toHaveLength(1);
    expect(cut).not.toContain('#EXTINF:2.000000');
  });
  it('keeps a segment starting exactly before the end, and everything for a long preview', () => {
    expect(segmentNames(previewMediaPlaylist(media, 6.5))).toEqual(['seg_00000.ts', 'seg_00001.ts']);
    expect(segmentNames(previewMediaPlaylist(media, 6))).toEqual(['seg_00000.ts']);
    expect(segmentNames(previewMediaPlaylist(media, 600))).toEqual(['seg_00000.ts', 'seg_00001.ts']);
  });
});
