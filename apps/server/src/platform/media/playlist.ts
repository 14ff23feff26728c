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
