import { ADMIN_AREA_TEXT, type AdminArea } from '@app/contract/web';
import { Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';

/**
 * What a staff member sees on a page their role may not open (an old bookmark, a link passed on): one
 * clear page instead of the page's controls answering 4003 one by one. The frame shows it before the page
 * mounts, so no call of the page is made; the server still refuses every call of the area (staff-route.ts).
 */
export function NoAccessPage({ area, roleText }: { area: AdminArea; roleText: string }) {
  return (
    <Result
      status="403"
      title={<h1 className="admin-page-title">无权访问</h1>}
      subTitle={`「${ADMIN_AREA_TEXT[area]}」不在您的角色（${roleText}）可使用的范围内。如需使用，请联系管理员调整角色。`}
      extra={
        <Link to={paths.admin()} className="admin-no-access__back">
          返回工作台
        </Link>
      }
    />
  );
}
