import { describe, expect, it } from 'vitest';
import { EMPTY_HEADER, headerBody, headerFormProblem } from './header-form-rules.ts';

describe('invoice header form', () => {
  it('forces a company header for 专票 and asks for its fields', () => {
    expect(
      headerFormProblem({ ...EMPTY_HEADER, invoice_type: 2, header_type: 1, header_name: '甲公司' }),
    ).toBe('请输入单位税号');
    expect(headerBody({ ...EMPTY_HEADER, invoice_type: 2, header_type: 1 }).header_type).toBe(2);
  });

  it('clears the company fields of a personal header', () => {
    const body = headerBody({ ...EMPTY_HEADER, header_name: ' 张三 ', tax_number: 'X', bank_account: '1' });
    expect(body).toMatchObject({ header_name: '张三', tax_number: '', bank_account: '' });
    expect(headerFormProblem({ ...EMPTY_HEADER, header_name: '' })).toBe('请输入抬头名称');
  });
});
