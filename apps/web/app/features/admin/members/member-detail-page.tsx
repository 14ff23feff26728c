import { adminMemberCalls, formatAmount, VIP_GRANT_PLANS, type AdminMemberDetail } from '@app/contract/web';
import { Alert, Button, Card, Checkbox, Descriptions, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { ReasonDialog } from '../reason-dialog.tsx';

type FlagKey = keyof AdminMemberDetail['flags'];
const FLAG_LABEL: Record<FlagKey, string> = {
  can_upload_course: '课程投稿',
  can_upload_plug: '插件投稿',
  can_upload_goods: '素材投稿',
  bind: '显示「插件上传」入口',
};

/** One member: facts, 停用/启用, 重置密码, 创作者权限, 赠送 VIP, and links to their orders and ledger. */
export function MemberDetailPage({ id }: { id: string }) {
  const params = { id };
  const detail = useApiQuery(adminMemberCalls.member, { params });
  const invalidates = [apiKeyPrefix(adminMemberCalls.member), apiKeyPrefix(adminMemberCalls.members)];
  const setStatus = useApiMutation(adminMemberCalls.setStatus, { success: true, invalidates });
  const resetPassword = useApiMutation(adminMemberCalls.resetPassword, { success: true, invalidates });
  const setFlags = useApiMutation(adminMemberCalls.setFlags, { success: true, invalidates });
  const grantVip = useApiMutation(adminMemberCalls.grantVip, { success: true, invalidates });
  const [statusOpen, setStatusOpen] = useState(false);
  const [vipOpen, setVipOpen] = useState(false);
  const [plan, setPlan] = useState<string>('month');
  const [passwordForm] = Form.useForm<{ password: string; reason: string }>();

  if (detail.isPending) return <PageSpinner />;
  if (detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  const m: AdminMemberDetail = detail.data;

  async function changeStatus(reason: string) {
    const result = await setStatus.run({ params, body: { disabled: !m.disabled, reason } });
    if (result.ok) setStatusOpen(false);
  }
  async function giveVip(reason: string) {
    const result = await grantVip.run({ params, body: { plan, reason } });
    if (result.ok) setVipOpen(false);
  }
  async function submitPassword(values: { password: string; reason: string }) {
    const result = await resetPassword.run({
      params,
      body: { password: values.password, reason: values.reason.trim() },
    });
    if (result.ok) passwordForm.resetFields();
  }

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Link to={paths.adminMembers()}>← 返回会员列表</Link>
      </Space>
      <h1 className="admin-page-title">
        {m.name} <Tag>#{m.id}</Tag>
        {m.disabled ? <Tag color="error">已停用</Tag> : <Tag color="success">正常</Tag>}
      </h1>
      {m.disabled && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`停用于 ${m.disabled_at}：${m.disabled_reason}`}
        />
      )}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="手机号">{m.phone ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="邮箱">
          {m.email ?? '—'}{' '}
          {m.email && (m.email_verified ? <Tag color="success">已验证</Tag> : <Tag>未验证</Tag>)}
        </Descriptions.Item>
        <Descriptions.Item label="光子余额">
          {formatAmount(m.balance)} <Link to={paths.adminLedger({ user_id: m.id })}>流水</Link>
        </Descriptions.Item>
        <Descriptions.Item label="已支付订单">
          {m.paid_orders} <Link to={paths.adminOrders({ user_id: m.id })}>订单</Link>
        </Descriptions.Item>
        <Descriptions.Item label="VIP">
          {m.vip.permanent
            ? '永久'
            : m.vip.endtime
              ? `${m.vip.active ? '有效至' : '已过期'} ${m.vip.endtime}`
              : '未开通'}
        </Descriptions.Item>
        <Descriptions.Item label="在线会话">{m.active_sessions}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{m.created_at}</Descriptions.Item>
        <Descriptions.Item label="登录密码">{m.has_password ? '已设置' : '未设置'}</Descriptions.Item>
      </Descriptions>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card size="small" title="账号状态">
          <Space wrap>
            <Button danger={!m.disabled} onClick={() => setStatusOpen(true)}>
              {m.disabled ? '启用会员' : '停用会员'}
            </Button>
            <span>停用后会员立即被强制退出，且无法再登录。</span>
          </Space>
        </Card>
        <Card size="small" title="创作者权限">
          <Checkbox.Group
            value={(Object.keys(FLAG_LABEL) as FlagKey[]).filter((k) => m.flags[k])}
            options={(Object.keys(FLAG_LABEL) as FlagKey[]).map((k) => ({ value: k, label: FLAG_LABEL[k] }))}
            disabled={setFlags.pending}
            onChange={(checked) =>
              void setFlags.run({
                params,
                body: {
                  can_upload_course: checked.includes('can_upload_course'),
                  can_upload_plug: checked.includes('can_upload_plug'),
                  can_upload_goods: checked.includes('can_upload_goods'),
                  bind: checked.includes('bind'),
                },
              })
            }
          />
        </Card>
        <Card size="small" title="赠送 VIP">
          <Space wrap>
            <Select
              aria-label="赠送时长"
              value={plan}
              onChange={setPlan}
              options={VIP_GRANT_PLANS.map((p) => ({ value: p.value, label: p.label }))}
              style={{ width: 140 }}
            />
            <Button onClick={() => setVipOpen(true)}>赠送</Button>
            <span>不扣光子；有效期内赠送则顺延。</span>
          </Space>
        </Card>
        <Card size="small" title="重置登录密码">
          <Form
            form={passwordForm}
            name="member-password"
            layout="inline"
            onFinish={submitPassword}
            style={{ rowGap: 8 }}
          >
            <Form.Item
              name="password"
              rules={[{ required: true, min: 6, max: 32, message: '密码长度为 6-32 位' }]}
            >
              <Input.Password placeholder="新密码（6-32 位）" autoComplete="new-password" maxLength={32} />
            </Form.Item>
            <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: '请填写理由' }]}>
              <Input placeholder="理由（如：会员来电找回）" maxLength={200} style={{ width: 240 }} />
            </Form.Item>
            <Button htmlType="submit" loading={resetPassword.pending}>
              重置密码
            </Button>
          </Form>
        </Card>
      </Space>
      <ReasonDialog
        open={statusOpen}
        title={m.disabled ? '启用会员' : '停用会员'}
        okText={m.disabled ? '确认启用' : '确认停用'}
        label="理由"
        danger={!m.disabled}
        pending={setStatus.pending}
        onSubmit={changeStatus}
        onCancel={() => setStatusOpen(false)}
      />
      <ReasonDialog
        open={vipOpen}
        title={`赠送 ${VIP_GRANT_PLANS.find((p) => p.value === plan)?.label ?? ''} VIP`}
        okText="确认赠送"
        label="理由"
        pending={grantVip.pending}
        onSubmit={giveVip}
        onCancel={() => setVipOpen(false)}
      />
    </>
  );
}
