import { communityCalls } from '@app/contract/web';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApiMutation } from '../api/use-api-mutation.ts';
import { loginRedirectHref } from '../session/guards.ts';
import { useMe } from '../session/use-me.ts';

export interface FollowState {
  isfans: boolean;
  fansNum: number;
}

/**
 * Follow (type 1) or unfollow (type 2) a member (000 §4). A guest is sent to login and back; the server's
 * msg is shown either way (success '关注成功' / '已取消关注', refusals such as '不能关注自己').
 * Resolves with the new state on success, null otherwise.
 */
export function useFollow() {
  const { signedIn } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useApiMutation(communityCalls.follow, { success: true });
  const { run } = follow;

  const setFollowing = useCallback(
    async (userId: number, following: boolean): Promise<FollowState | null> => {
      if (!signedIn) {
        void navigate(loginRedirectHref(location));
        return null;
      }
      const result = await run({ params: { userId }, query: { type: following ? 1 : 2 } });
      return result.ok ? result.data : null;
    },
    [signedIn, navigate, location, run],
  );

  return { setFollowing, pending: follow.pending };
}
