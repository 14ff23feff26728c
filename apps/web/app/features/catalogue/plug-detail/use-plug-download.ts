import { catalogueCalls, type PlugDetail } from '@app/contract/web';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadData } from '../../../shared/api/client.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { loginRedirectHref } from '../../../shared/session/guards.ts';
import { useMe } from '../../../shared/session/use-me.ts';
import { startDownload } from '../../../shared/ui/start-download.ts';
import { COUNT_FIELD, downloadDecision } from './plug-rules.ts';

type DownloadItem = PlugDetail['detail'][number];
type CountField = (typeof COUNT_FIELD)[keyof typeof COUNT_FIELD];

/** Signed links live 10 minutes on the server; one older than this is signed again before use. */
const LINK_FRESH_MS = 9 * 60_000;

/**
 * One download (000 §4): guests go to login, members without rights are refused, otherwise the count call
 * (download_package / download_manual / download_case) runs, then the signed link is followed (signed
 * again first when it is close to expiring).
 */
export function usePlugDownload(plug: PlugDetail, ready: boolean, receivedAt: number) {
  const { message } = App.useApp();
  const { signedIn } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const { run: count } = useApiMutation(catalogueCalls.plugCount);
  const [counts, setCounts] = useState<Partial<Record<CountField, number>>>({});

  const download = useCallback(
    async (item: DownloadItem) => {
      if (signedIn && !ready) {
        message.info('正在加载下载权限，请稍候');
        return;
      }
      const decision = downloadDecision(signedIn, plug, item);
      if (decision === 'login') {
        void navigate(loginRedirectHref(location));
        return;
      }
      if (decision !== 'allowed') {
        message.warning(decision === 'forbidden' ? '暂无权限' : '暂无权限，请先购买插件');
        return;
      }
      const field = COUNT_FIELD[item.type];
      const counted = await count({ params: { id: plug.id }, body: { field } });
      if (!counted.ok) return;
      setCounts((previous) => ({ ...previous, [field]: counted.data.count }));
      let link = item.download_link as string;
      if (Date.now() - receivedAt > LINK_FRESH_MS) {
        const fresh = await loadData(catalogueCalls.plugDetail, { params: { id: plug.id } });
        link = fresh.data?.detail.find((d) => d.id === item.id)?.download_link || link;
      }
      startDownload(link);
    },
    [signedIn, ready, plug, receivedAt, message, navigate, location, count],
  );

  /** The cumulative count shown in a dialog: the latest count answer, else the detail's. */
  const countOf = (field: CountField) => counts[field] ?? plug[field];

  return { download, countOf };
}
