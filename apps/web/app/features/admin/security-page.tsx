import { adminCalls, adminMessages } from '@app/contract/web';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { apiKeyPrefix } from '../../shared/api/query.ts';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import { saveStaffInfo, useStaffSession } from '../../shared/session/staff-session-store.ts';

const codeRule = { required: true, pattern: /^\s*\d{6}\s*$/, message: adminMessages.codeRequired };

/** 账号安全: turn two-step verification (TOTP) on with a QR code and a first code, or off again. */
export function SecurityPage() {
  const { staff } = useStaffSession();
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const start = useApiMutation(adminCalls.totpSetup);
  // The frame stores the staff card of its own `me` query whenever the two differ: that answer is asked again
  // first, or the card saved below would be put back to the older one (totp_enabled as it was).
  const refreshed = { success: true, invalidates: [apiKeyPrefix(adminCalls.me)] } as const;
  const enable = useApiMutation(adminCalls.totpEnable, refreshed);
  const disable = useApiMutation(adminCalls.totpDisable, refreshed);
  if (!staff) return null;

  async function begin() {
    const result = await start.run();
    if (result.ok) setSetup({ secret: result.data.secret, qr: result.data.qr });
  }

  async function confirm(values: { code: string }) {
    const result = await enable.run({ body: { code: values.code.trim() } });
    if (!result.ok) return;
    saveStaffInfo(result.data);
    setSetup(null);
  }

  async function turnOff(values: { password: string; code: string }) {
    const result = await disable.run({ body: { password: values.password, code: values.code.trim() } });
    if (result.ok) saveStaffInfo(result.data);
  }

  return (
    <>
      <h1 className="admin-page-title">账号安全</h1>
      <Card title="两步验证（TOTP 动态码）" style={{ maxWidth: 640 }}>
        {staff.totp_enabled ? (
          <>
            <Alert
              type="success"
              showIcon
              title="已开启：登录时需输入身份验证器中的动态码"
              style={{ marginBottom: 16 }}
            />
            <Form layout="vertical" onFinish={turnOff} style={{ maxWidth: 360 }}>
              <Form.Item
                name="password"
                label="登录密码"
                rules={[{ required: true, message: adminMessages.passwordRequired }]}
              >
                <Input.Password maxLength={64} autoComplete="current-password" />
              </Form.Item>
              <Form.Item name="code" label="当前动态码" rules={[codeRule]}>
                <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
              </Form.Item>
              <Button danger htmlType="submit" loading={disable.pending}>
                关闭两步验证
              </Button>
            </Form>
          </>
        ) : setup ? (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Text>
              1. 用身份验证器（如 Google Authenticator、Microsoft Authenticator）扫描二维码，或手动输入密钥：
            </Typography.Text>
            <img src={setup.qr} alt="两步验证绑定二维码" width={200} height={200} />
            <Typography.Text code copyable data-testid="totp-secret">
              {setup.secret}
            </Typography.Text>
            <Form layout="vertical" onFinish={confirm} style={{ maxWidth: 360 }}>
              <Form.Item name="code" label="2. 输入验证器显示的 6 位动态码" rules={[codeRule]}>
                <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={enable.pending}>
                确认开启
              </Button>
            </Form>
          </Space>
        ) : (
          <>
            <Typography.Paragraph>
              开启后，登录后台除密码外还需输入手机身份验证器中每 30 秒变化的 6 位动态码。
            </Typography.Paragraph>
            <Button type="primary" onClick={begin} loading={start.pending}>
              获取绑定二维码
            </Button>
          </>
        )}
      </Card>
    </>
  );
}
