import { describe, expect, it } from 'vitest';
import { csvCell, csvDisposition, csvLine } from './csv.ts';

describe('csv', () => {
  it('quotes every cell, doubles quotes and keeps numbers as they are', () => {
    expect(csvLine(['订单', 'a"b', 12.5, -3, null])).toBe('"订单","a""b","12.5","-3",""\r\n');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1+1')).toBe('"\'+1+1"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('-10.50')).toBe('"-10.50"');
  });

  it('names the file with the China time', () => {
    expect(csvDisposition('orders', '订单', new Date('2025-01-02T03:04:05Z'))).toBe(
      'attachment; filename="orders-20250102-110405.csv"; filename*=UTF-8\'\'%E8%AE%A2%E5%8D%95-20250102-110405.csv',
    );
  });
});
