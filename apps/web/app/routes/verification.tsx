import { UnderConstruction } from '../shared/ui/under-construction.tsx';

export default function Page() {
  return <UnderConstruction title="手机号登录" />;
}
