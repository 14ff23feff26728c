import { accountCalls, formatAmount } from '@app/contract/web';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchData } from '../../../shared/api/client.ts';
import '../account.css';
import { useMe } from '../../../shared/session/use-me.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { ProfileForm } from './profile-form.tsx';
import { NoticeChannelsSection } from './notice-channels.tsx';
import { paths } from '../../../shared/paths.ts';

/** 基本信息 (001 §2.3): avatar, balance, unread replies, follow counts and the profile fields. */
export function InfoPage() {
  const { me: user } = useMe();
  const fans = useQuery({
    queryKey: ['account', 'fansInfo', user?.id],
    queryFn: () => fetchData(accountCalls.fansInfo, { params: { uid: user!.id } }),
    enabled: Boolean(user),
  });
  if (!user) return null;

  const count = (value: number | undefined) => (value === undefined ? '—' : value);

  return (
    <>
      <h2 className="uc-page-title">基本信息</h2>
      <div className="uc-profile-head">
        <AvatarUpload avatar={user.avatar} size={88} />
        <div className="uc-profile-greeting">
          <h2>欢迎回来，{user.name}</h2>
          <p>点击头像可更换（JPG 格式，小于 2MB）</p>
          <p>
            <Link to={paths.userCertification()} className="uc-link">
              实名认证 ›
            </Link>
          </p>
        </div>
        <div className="uc-profile-stats">
          <Link to={paths.userIntegral()} className="uc-stat">
            <span className="uc-stat-value">{formatAmount(Number(user.integral ?? 0))}</span>
            <span className="uc-stat-label">光子余额</span>
          </Link>
          <Link to={paths.userMessage()} className="uc-stat">
            <span className="uc-stat-value">{user.wait_read ?? 0}</span>
            <span className="uc-stat-label">未读消息</span>
          </Link>
          <Link to={paths.followList(user.id)} className="uc-stat">
            <span className="uc-stat-value">{count(fans.data?.attentionNum)}</span>
            <span className="uc-stat-label">关注</span>
          </Link>
          <Link to={paths.fansList(user.id)} className="uc-stat">
            <span className="uc-stat-value">{count(fans.data?.fansNum)}</span>
            <span className="uc-stat-label">粉丝</span>
          </Link>
        </div>
      </div>
      <ProfileForm user={user} />
      <NoticeChannelsSection />
    </>
  );
}
