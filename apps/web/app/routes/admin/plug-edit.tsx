import { PlugEditPage } from '../../features/admin/products/plug-edit-page.tsx';
import type { Route } from './+types/plug-edit';

export default function Page({ params }: Route.ComponentProps) {
  return <PlugEditPage key={params.id} id={params.id} />;
}
