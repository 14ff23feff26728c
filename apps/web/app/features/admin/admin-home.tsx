import { adminCalls } from '@app/contract/web';
import { Alert, Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useApiQuery } from '../../shared/api/query.ts';
import { paths } from '../../shared/paths.ts';
import { useStaffSession } from '../../shared/session/staff-session-store.ts';
import { AREA_HINT, menuFor } from './admin-menu.ts';

/**
 * 工作台: first what waits for this role (a count that links to the filtered list; only the counts the role
 * may act on, the server answers null for the others), then the areas it may open, each saying what it is for.
 */
export function AdminHome() {
  const { staff } = useStaffSession();
  const todo = useApiQuery(adminCalls.todo, {}, { enabled: Boolean(staff), refetchOnWindowFocus: true });
  if (!staff) return null;
  const areas = menuFor(staff.areas).filter((entry) => entry.area !== null && AREA_HINT[entry.key]);
  const counts = [
    { key: 'review', label: '投稿待审', n: todo.data?.review, to: paths.adminReview({ state: 'pending' }) },
    { key: 'invoices', label: '待开票', n: todo.data?.invoices, to: paths.adminInvoices({ status: 1 }) },
  ].filter((c) => typeof c.n === 'number');
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
      {counts.length > 0 && (
        <section aria-labelledby="admin-todo-title" className="admin-home__section">
          <h2 id="admin-todo-title" className="admin-home__heading">
            待处理
          </h2>
          <div className="admin-cards">
            {counts.map((c) => (
              <Link key={c.key} to={c.to} className="admin-todo" data-testid={`todo-${c.key}`}>
                <span className="admin-todo__label">{c.label}</span>
                <span className="admin-todo__count">{c.n}</span>
                <span className="admin-todo__hint">{c.n ? '去处理 →' : '暂无待处理'}</span>
              </Link>
            ))}
          </div>
        </section>
      )}
      {areas.length > 0 && (
        <section aria-labelledby="admin-areas-title" className="admin-home__section">
          <h2 id="admin-areas-title" className="admin-home__heading">
            常用功能
          </h2>
          <div className="admin-cards">
            {areas.map((entry) => (
              <Link key={entry.key} to={entry.path}>
                <Card hoverable title={entry.label} size="small">
                  <Typography.Text type="secondary">{AREA_HINT[entry.key]}</Typography.Text>
                </Card>
              </Link>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
