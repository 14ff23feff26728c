import { UnderConstruction } from '../shared/ui/under-construction.tsx';

export default function Page() {
  return <UnderConstruction title="会员注册" />;
}
