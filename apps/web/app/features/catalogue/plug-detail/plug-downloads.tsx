import { BookOutlined, DownloadOutlined, FolderOpenOutlined, LinkOutlined } from '@ant-design/icons';
import type { PlugDetail } from '@app/contract/web';
import { Button, Empty, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { COUNT_FIELD, functionIntroAction, type DownloadKind } from './plug-rules.ts';
import { usePlugDownload } from './use-plug-download.ts';

const DIALOGS: Record<DownloadKind, { button: string; title: string; icon: ReactNode }> = {
  package: { button: '下载', title: '下载', icon: <DownloadOutlined /> },
  manual: { button: '使用手册', title: '使用手册', icon: <BookOutlined /> },
  other: { button: '案例下载', title: '案例下载', icon: <FolderOpenOutlined /> },
};

interface PlugDownloadsProps {
  plug: PlugDetail;
  ready: boolean;
  receivedAt: number;
}

/**
 * 下载 / 使用手册 / 案例下载 / 功能介绍 (000 §2.9, §4). The first three open a dialog listing the files of
 * that kind (package: version, platform, time; manual: version, time; case: name) with the cumulative
 * download count when above 0; 功能介绍 goes to checkout or opens the web link.
 */
export function PlugDownloads({ plug, ready, receivedAt }: PlugDownloadsProps) {
  const [open, setOpen] = useState<DownloadKind | null>(null);
  const { download, countOf } = usePlugDownload(plug, ready, receivedAt);
  const navigate = useNavigate();
  const intro = functionIntroAction(plug);
  const items = open ? plug.detail.filter((item) => item.type === open) : [];
  const count = open ? countOf(COUNT_FIELD[open]) : 0;

  return (
    <div className="plug-downloads">
      {(Object.keys(DIALOGS) as DownloadKind[]).map((kind) => (
        <Button key={kind} icon={DIALOGS[kind].icon} onClick={() => setOpen(kind)}>
          {DIALOGS[kind].button}
        </Button>
      ))}
      <Button
        icon={<LinkOutlined />}
        disabled={intro.kind === 'none'}
        title={intro.kind === 'none' ? '暂无功能介绍' : undefined}
        onClick={() => {
          if (intro.kind === 'checkout') void navigate(intro.href);
          else if (intro.kind === 'open') window.open(intro.url, '_blank', 'noopener,noreferrer');
        }}
      >
        功能介绍
      </Button>

      <Modal
        open={open !== null}
        title={open ? DIALOGS[open].title : ''}
        footer={null}
        onCancel={() => setOpen(null)}
        width={640}
        destroyOnHidden
      >
        {count > 0 && <p className="plug-downloads__count">累计下载 {count} 次</p>}
        {items.length === 0 ? (
          <Empty description="暂无可下载的文件" />
        ) : (
          <ul className="plug-downloads__list">
            {items.map((item) => (
              <li key={item.id} className="plug-downloads__row">
                <div className="plug-downloads__meta">
                  {open === 'other' ? (
                    <span className="plug-downloads__name">{item.name}</span>
                  ) : (
                    <>
                      <span>版本：{item.version_code || '—'}</span>
                      {open === 'package' && <span>平台：{item.platform || '—'}</span>}
                      <span>时间：{item.time}</span>
                    </>
                  )}
                </div>
                <Button type="link" icon={<DownloadOutlined />} onClick={() => void download(item)}>
                  下载
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </div>
  );
}
