/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel on Windows reads Chinese), CRLF line ends,
 * every cell quoted, and cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) prefixed
 * with an apostrophe (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const CSV_BOM = '\uFEFF';

/** `name-YYYYMMDD-HHmmss.csv` in China time, ASCII-safe for the header's filename and UTF-8 for filename*. */
export function csvDisposition(name: string, label: string, now = new Date()): string {
  const stamp = new Date(now.getTime() + 8 * 3_600_000)
    .toISOString()
    .replace(/\..*$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `attachment; filename="${name}-${stamp}.csv"; filename*=UTF-8''${encodeURIComponent(`${label}-${stamp}.csv`)}`;
}
