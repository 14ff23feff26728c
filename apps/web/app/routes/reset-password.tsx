import { UnderConstruction } from '../shared/ui/under-construction.tsx';

export default function Page() {
  return <UnderConstruction title="密码重置" />;
}
