import { aiCalls, Code } from '@app/contract/web';
import { App, Button, Modal, Spin, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../shared/api/query.ts';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import { paths } from '../../shared/paths.ts';
import { clearSession } from '../../shared/session/session-store.ts';
import { useMe } from '../../shared/session/use-me.ts';
import { startDownload } from '../../shared/ui/start-download.ts';
import { plugMedia, type PlugPlayer } from './plug-media.ts';
import './ai-pages.css';

type PlugFile = {
  id: number;
  type: 'package' | 'manual';
  version_code: string;
  platform: string;
  time: string;
  download_link?: string;
};
type Kind = 'package' | 'manual';
const counter = { package: 'download_package', manual: 'download_manual' } as const;

/**
 * The AI plugin page (002 §2 /ai/plug): the intro video in the site's player (handed in by the route, as on
 * the course page) with the server's link and cover or the defaults of plug-media.ts (a plain MP4 plays
 * natively, HLS through hls.js); 插件下载 and 安装说明 tables (280px high) with cumulative counts above 0.
 * Downloads are for those with the right (VIPs): a guest is sent to log in (stored session cleared first), a
 * member without it sees '暂无权限'; a download is counted, then starts.
 */
export function PlugPage({ Player }: { Player: PlugPlayer }) {
  const { message } = App.useApp();
  const { signedIn, me } = useMe();
  const navigate = useNavigate();
  const plug = useApiQuery(aiCalls.plug);
  const count = useApiMutation(aiCalls.plugDownload);
  const [table, setTable] = useState<Kind | null>(null);

  if (plug.isPending) return <Spin className="ai-page__loading" />;
  if (!plug.data) return <p className="ai-page">{plug.error?.message}</p>;
  const data = plug.data;
  const media = plugMedia(data);

  async function download(file: PlugFile) {
    if (!signedIn) {
      clearSession();
      navigate(paths.login({ redirect: paths.aiPlug() }));
      return;
    }
    if (!data.download || !file.download_link) {
      void message.warning('暂无权限');
      return;
    }
    const result = await count.run(
      { body: { type: counter[file.type] } },
      { [Code.forbidden]: (answer) => void message.warning(answer.msg) },
    );
    if (result.ok) {
      startDownload(file.download_link);
      void plug.refetch();
    }
  }

  const rows = (kind: Kind) => data.detail.filter((f) => f.type === kind);
  const columns = (kind: Kind) => [
    { title: '版本', dataIndex: 'version_code', key: 'version' },
    ...(kind === 'package' ? [{ title: '平台', dataIndex: 'platform', key: 'platform' }] : []),
    { title: '时间', dataIndex: 'time', key: 'time' },
    {
      title: '下载',
      key: 'download',
      render: (_: unknown, file: PlugFile) => (
        <Button type="link" onClick={() => void download(file)}>
          下载
        </Button>
      ),
    },
  ];
  const total = (kind: Kind) => (kind === 'package' ? data.download_package : data.download_manual);

  return (
    <div className="ai-page ai-plug">
      <h1 className="ai-page__title">插件介绍</h1>
      <div className="ai-plug__media">
        {/* Keyed by the source (002 §3 "Resume position": no video id, the URL without its query). */}
        <Player
          src={media.src}
          videoId={media.src.split(/[?#]/)[0] ?? media.src}
          poster={media.poster}
          viewer={me ? { name: me.name, phone: me.phone } : null}
          height="100%"
        />
      </div>
      <div className="ai-plug__actions">
        <Button type="primary" size="large" onClick={() => setTable('package')}>
          插件下载
        </Button>
        <Button size="large" onClick={() => setTable('manual')}>
          安装说明
        </Button>
      </div>
      <Modal
        title={table === 'manual' ? '安装说明' : '插件下载'}
        open={table !== null}
        onCancel={() => setTable(null)}
        footer={null}
        width={720}
      >
        {table && (
          <>
            {total(table) > 0 && <p className="ai-muted">累计下载 {total(table)} 次</p>}
            <Table<PlugFile>
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ y: 280 }}
              dataSource={rows(table)}
              columns={columns(table)}
            />
          </>
        )}
      </Modal>
    </div>
  );
}
