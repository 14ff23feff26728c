import { PlusOutlined } from '@ant-design/icons';
import { useMe } from '../session/use-me.ts';
import { PlainButton } from '../ui/plain-button.tsx';
import { useFollow, type FollowState } from './use-follow.ts';

interface FollowPlusProps {
  userId: number;
  /** true while the viewer does not follow this member (guests: true). */
  nofans: boolean;
  onFollowed?: (state: FollowState) => void;
}

/**
 * The small follow '+' beside a recommender or teacher (000 §2.9, §2.10, §4). It disappears once followed
 * ('已关注' instead) and is hidden when the member is the viewer.
 */
export function FollowPlus({ userId, nofans, onFollowed }: FollowPlusProps) {
  const { me: user } = useMe();
  const { setFollowing, pending } = useFollow();
  if (user?.id === userId) return null;
  if (!nofans) return <span className="follow-plus__done">已关注</span>;
  return (
    <PlainButton
      size="small"
      shape="circle"
      variant="primary"
      ghost
      icon={<PlusOutlined />}
      loading={pending}
      aria-label="关注"
      title="关注"
      onClick={async () => {
        const state = await setFollowing(userId, true);
        if (state) onFollowed?.(state);
      }}
    />
  );
}
