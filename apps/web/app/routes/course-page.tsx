import { UnderConstruction } from '../shared/ui/under-construction.tsx';

export default function Page() {
  return <UnderConstruction title="课程详情" />;
}
