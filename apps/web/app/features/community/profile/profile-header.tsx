import { UserOutlined } from '@ant-design/icons';
import type { FansInfo } from '@app/contract/web';
import { Avatar, Button } from 'antd';
import { Link } from 'react-router';
import { useFollow } from '../../../shared/follow/use-follow.ts';
import { paths } from '../../../shared/paths.ts';
import '../../../shared/ui/rich-text.css';

interface ProfileHeaderProps {
  info: FansInfo;
  /** false until the viewer's own follow state is known (signed-in, before the member request answers). */
  ready: boolean;
  onChanged: () => void;
}

/**
 * The profile card (000 §2.14): avatar, name, 粉丝 / 关注 counts linking to the lists, the intro rendered as
 * HTML (the server stores it after the site's one allowlist; line breaks of older plain-text intros kept by
 * CSS), and 关注 / 取消关注 when the server says isfansShow.
 */
export function ProfileHeader({ info, ready, onChanged }: ProfileHeaderProps) {
  const { setFollowing, pending } = useFollow();
  const user = info.userInfo;
  return (
    <section className="profile-card">
      <Avatar
        className="profile-card__avatar"
        size={96}
        src={user.avatar || undefined}
        icon={<UserOutlined />}
        alt={user.name}
      />
      <div className="profile-card__main">
        <h1 className="profile-card__name">{user.name}</h1>
        <div className="profile-card__counts">
          <Link to={paths.fansList(user.id)}>
            <strong>{info.fansNum}</strong> 粉丝
          </Link>
          <Link to={paths.followList(user.id)}>
            <strong>{info.attentionNum}</strong> 关注
          </Link>
        </div>
        {user.intro.trim() ? (
          <div className="profile-card__intro rich-text" dangerouslySetInnerHTML={{ __html: user.intro }} />
        ) : (
          <p className="profile-card__intro">这个人很懒，什么都没有写~</p>
        )}
      </div>
      {info.isfansShow && ready && (
        <Button
          className="profile-card__follow"
          type={info.isfans ? 'default' : 'primary'}
          loading={pending}
          onClick={async () => {
            if (await setFollowing(user.id, !info.isfans)) onChanged();
          }}
        >
          {info.isfans ? '取消关注' : '关注'}
        </Button>
      )}
    </section>
  );
}
