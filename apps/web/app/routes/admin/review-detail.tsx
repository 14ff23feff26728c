import { ReviewDetailPage } from '../../features/admin/review/review-detail-page.tsx';
import type { Route } from './+types/review-detail';

export default function Page({ params }: Route.ComponentProps) {
  return <ReviewDetailPage key={`${params.kind}/${params.id}`} kind={params.kind} id={params.id} />;
}
