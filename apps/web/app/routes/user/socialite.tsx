import { UnderConstruction } from '../../shared/ui/under-construction.tsx';

export default function Page() {
  return <UnderConstruction title="第三方登录" />;
}
