import { describe, expect, it } from 'vitest';
import { parseAdminCreateArgs } from './admin-create-args.ts';

describe('admin:create arguments', () => {
  it('reads --phone, --name, --password and --role in either form; the role defaults to admin', () => {
    expect(parseAdminCreateArgs(['--phone', '13912345678', '--name=老周', '--password', 'Abc12345'])).toEqual(
      {
        phone: '13912345678',
        name: '老周',
        role: 'admin',
        password: 'Abc12345',
      },
    );
    expect(parseAdminCreateArgs(['--phone=13912345678', '--name', '小李', '--role', 'reviewer'])).toEqual({
      phone: '13912345678',
      name: '小李',
      role: 'reviewer',
      password: null,
    });
  });

  it.each([
    [[], '缺少 --phone 手机号'],
    [['--phone', '13912345678'], '缺少 --name 姓名'],
    [
      ['--phone', '1', '--name', 'a', '--role', 'root'],
      '--role 只能是 admin、reviewer、finance、editor，收到：root',
    ],
    [['--phone'], '--phone 缺少值'],
    [['--force'], '未知参数：--force'],
    [['-h'], ''],
  ])('%j → %s', (argv, error) => {
    expect(parseAdminCreateArgs(argv)).toEqual({ error });
  });
});
