import { Alert, Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useStaffSession } from '../../shared/session/staff-session-store.ts';
import { menuFor } from './admin-menu.ts';

/** What each area is for, on the dashboard's cards. */
const AREA_HINT: Record<string, string> = {
  review: '预览创作者投稿，通过即发布，驳回需填写理由',
  invoices: '处理开票申请：上传发票 PDF 与号码，或驳回',
  orders: '按单号、会员、时间、状态查找订单，退款到光子',
  recharges: '充值订单与支付渠道状态，手动查询到账',
  ledger: '光子流水查询、导出与人工调整',
  members: '查找会员，停用/启用、重置密码、创作者权限、赠送 VIP',
  audit: '所有后台操作的记录：谁、做了什么、前后变化、时间与来源',
};

/** 工作台: the areas this role may open. */
export function AdminHome() {
  const { staff } = useStaffSession();
  if (!staff) return null;
  const areas = menuFor(staff.areas).filter((entry) => entry.area !== null);
  return (
    <>
      <h1 className="admin-page-title">工作台</h1>
      <Typography.Paragraph>
        {staff.name}，您好。当前角色：{staff.role_text}
        {staff.last_login_at ? `；上次登录 ${staff.last_login_at}` : ''}。
      </Typography.Paragraph>
      {!staff.totp_enabled && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="建议开启两步验证"
          description={
            <>
              后台可退款与调整光子，开启后登录需输入身份验证器中的动态码。
              <Link to="/admin/security">前往账号安全</Link>
            </>
          }
        />
      )}
      {areas.length === 0 ? (
        <Alert type="info" showIcon title="内容管理（课程、插件、素材、资讯等）将在后续版本提供" />
      ) : (
        <div className="admin-cards">
          {areas.map((entry) => (
            <Link key={entry.key} to={entry.path}>
              <Card hoverable title={entry.label} size="small">
                <Typography.Text type="secondary">{AREA_HINT[entry.key] ?? ''}</Typography.Text>
              </Card>
            </Link>
          ))}
        </div>
      )}
    </>
  );
}
