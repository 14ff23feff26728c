import { MemberListPage } from '../../features/admin/members/member-list-page.tsx';

export default function Page() {
  return <MemberListPage />;
}
