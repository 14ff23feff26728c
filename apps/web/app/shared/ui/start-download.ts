/**
 * Starts a file download in place. Download links are served as attachments (signed storage URLs), so
 * following one keeps this page; a new tab would only stay behind empty. The `download` attribute covers
 * same-origin links; a cross-origin (object storage) link falls back to a plain, equally harmless follow.
 * Not a pop-up, so it also works after an await.
 */
export function startDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
