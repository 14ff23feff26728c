/**
 * The file name a signed download is saved under: readable parts joined by spaces, characters that
 * file systems refuse replaced, and the stored object's extension kept.
 */
export function downloadName(parts: string[], storageKey: string): string {
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(storageKey)?.[0] ?? '';
  const base = parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')
    .slice(0, 120);
  return `${base || 'download'}${extension}`;
}
