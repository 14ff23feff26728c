import { MemberDetailPage } from '../../features/admin/members/member-detail-page.tsx';
import type { Route } from './+types/member-detail';

export default function Page({ params }: Route.ComponentProps) {
  return <MemberDetailPage key={params.id} id={params.id} />;
}
