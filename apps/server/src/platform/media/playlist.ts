/**
 * Rewrites the URIs of stored HLS playlists as they are served: a stored playlist only holds relative
 * names ('720p/index.m3u8', 'seg_00003.ts') and a placeholder key URI; each viewer gets URLs that carry
 * their own short-lived token or storage signature.
 */
const URI_ATTRIBUTE = /URI="([^"]*)"/;

function mapLines(text: string, mapUri: (uri: string) => string, mapTag: (line: string) => string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#')) return mapTag(trimmed);
      return mapUri(trimmed);
    })
    .join('\n');
}

/** Master playlist: each variant line becomes `variantUrl(name)`, name being the variant's folder. */
export function rewriteMasterPlaylist(text: string, variantUrl: (variant: string) => string): string {
  const variantOf = (uri: string) => uri.split('/')[0] ?? uri;
  return mapLines(
    text,
    (uri) => variantUrl(variantOf(uri)),
    (tag) =>
      URI_ATTRIBUTE.test(tag)
        ? tag.replace(URI_ATTRIBUTE, (_m, uri: string) => `URI="${variantUrl(variantOf(uri))}"`)
        : tag,
  );
}

/** The segment file names a media playlist lists, in order. */
export function segmentNames(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** Media playlist: segments become their (signed) URLs, every key tag points at `keyUrl`. */
export function rewriteMediaPlaylist(
  text: string,
  segmentUrls: ReadonlyMap<string, string>,
  keyUrl: string,
): string {
  return mapLines(
    text,
    (uri) => segmentUrls.get(uri) ?? uri,
    (tag) => (tag.startsWith('#EXT-X-KEY') ? tag.replace(URI_ATTRIBUTE, `URI="${keyUrl}"`) : tag),
  );
}

/**
 * A media playlist cut to its first `seconds` (a free preview): the segments that start before that time,
 * then #EXT-X-ENDLIST, so a player sees a short video and never learns the later segments' names.
 * Header tags stay; tags after the cut (and the stored ENDLIST) go.
 */
export function previewMediaPlaylist(text: string, seconds: number): string {
  const out: string[] = [];
  let start = 0;
  let pending: string[] = [];
  let cut = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line === '#EXT-X-ENDLIST') continue;
    if (cut) break;
    if (line.startsWith('#EXTINF:')) {
      pending.push(line);
      continue;
    }
    if (line.startsWith('#')) {
      (pending.length ? pending : out).push(line);
      continue;
    }
    // A segment URI: kept when it starts inside the preview.
    const extinf = pending.find((tag) => tag.startsWith('#EXTINF:'));
    const duration = extinf ? Number.parseFloat(extinf.slice('#EXTINF:'.length)) : 0;
    if (start >= seconds) {
      cut = true;
      break;
    }
    out.push(...pending, line);
    pending = [];
    start += Number.isFinite(duration) ? duration : 0;
  }
  out.push('#EXT-X-ENDLIST');
  return `${out.join('\n')}\n`;
}
