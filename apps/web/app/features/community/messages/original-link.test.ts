import { describe, expect, it } from 'vitest';
import { originalLink } from './original-link.ts';

describe('originalLink', () => {
  const base = { id: 1, content: 'x', created_at: '2025-04-11 10:00:00' };
  it('opens the course page for task comments and the material page for goods comments', () => {
    expect(originalLink({ ...base, target_type: 'task', target_id: 9 })).toBe('/coursepage/9');
    expect(originalLink({ ...base, target_type: 'goods', target_id: 4 })).toBe('/periphery/4');
  });
});
