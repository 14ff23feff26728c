import { accountCalls, type FansInfo, type WorkItem, type WorkKind } from '@app/contract/web';
import { useNavigate, useNavigation, useRevalidator } from 'react-router';
import { usePersonalView } from '../../../shared/api/use-personal-view.ts';
import { useErrorThenBack } from '../../../shared/ui/use-error-then-back.ts';
import '../community.css';
import { ProfileHeader } from './profile-header.tsx';
import { profileHref } from './profile-query.ts';
import { ProfileWorks } from './profile-works.tsx';
import { paths } from '../../../shared/paths.ts';

interface ProfilePageProps {
  info: FansInfo | null;
  error: string | null;
  works: { data: WorkItem[]; per_page: number; total: number } | null;
  worksError: string | null;
  kind: WorkKind;
  page: number;
  personal: boolean;
}

/** Public profile /userfans/:id (000 §2.14). Tabs and pages live in the URL (?tab=&page=). */
export function ProfilePage({
  info: initial,
  error,
  works,
  worksError,
  kind,
  page,
  personal,
}: ProfilePageProps) {
  useErrorThenBack(initial ? null : error, paths.home());
  const uid = initial?.userInfo.id ?? 0;
  const { view: info, ready } = usePersonalView(
    accountCalls.fansInfo,
    { params: { uid } },
    { initial, personal, enabled: uid > 0, staleTime: Infinity },
  );
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();

  if (!info) {
    return (
      <div className="container community-page">
        <p className="community-page__empty">{error ?? '用户不存在'}</p>
      </div>
    );
  }
  return (
    <div className="container community-page">
      <ProfileHeader
        info={info}
        ready={ready}
        // 000 §4: after a follow the profile's counts are fetched again (through the client loader).
        onChanged={() => void revalidator.revalidate()}
      />
      <section className="community-section">
        <ProfileWorks
          kind={kind}
          page={page}
          works={works}
          error={worksError}
          loading={navigation.state === 'loading'}
          onChange={(nextKind, nextPage) =>
            void navigate(profileHref(uid, nextKind, nextPage), { preventScrollReset: true })
          }
        />
      </section>
    </div>
  );
}
