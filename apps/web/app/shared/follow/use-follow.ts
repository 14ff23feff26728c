import { Code, communityCalls } from '@app/contract';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '../api/client.ts';
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
  const { message } = App.useApp();
  const { signedIn } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState(false);

  const setFollowing = useCallback(
    async (userId: number, follow: boolean): Promise<FollowState | null> => {
      if (!signedIn) {
        void navigate(loginRedirectHref(location));
        return null;
      }
      setPending(true);
      try {
        const answer = await callApi(communityCalls.follow, {
          params: { userId },
          query: { type: follow ? 1 : 2 },
        });
        if (answer.code !== Code.ok) {
          if (answer.code !== Code.unauthenticated) message.error(answer.msg);
          return null;
        }
        message.success(answer.msg);
        return answer.data;
      } finally {
        setPending(false);
      }
    },
    [signedIn, navigate, location, message],
  );

  return { setFollowing, pending };
}
