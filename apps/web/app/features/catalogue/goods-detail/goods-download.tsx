import { DownloadOutlined } from '@ant-design/icons';
import { catalogueCalls } from '@app/contract/web';
import { App, Button, Checkbox, Modal, Spin } from 'antd';
import { useState } from 'react';
import { loadData } from '../../../shared/api/client.ts';
import { useApiQuery } from '../../../shared/api/query.ts';
import '../../../shared/ui/rich-text.css';
import { startDownload } from '../../../shared/ui/start-download.ts';

/** Signed links live 10 minutes on the server; an older one is signed again before use. */
const LINK_FRESH_MS = 9 * 60_000;

interface GoodsDownloadProps {
  goodsId: number;
  /** The signed download link ('' when the viewer has no right to it). */
  material: string;
  receivedAt: number;
}

/**
 * The material download (000 §2.10, §4): a checkbox to agree to the download statement (which opens in a
 * dialog), and 下载素材, which refuses with '请先同意下载声明后操作' until the box is ticked.
 */
export function GoodsDownload({ goodsId, material, receivedAt }: GoodsDownloadProps) {
  const { message } = App.useApp();
  const [agreed, setAgreed] = useState(false);
  const [statementOpen, setStatementOpen] = useState(false);
  const statement = useApiQuery(
    catalogueCalls.downloadStatement,
    {},
    { enabled: statementOpen, staleTime: 10 * 60_000 },
  );

  const download = async () => {
    if (!agreed) {
      message.warning('请先同意下载声明后操作');
      return;
    }
    let link = material;
    if (Date.now() - receivedAt > LINK_FRESH_MS) {
      const fresh = await loadData(catalogueCalls.goodsDetail, { params: { id: goodsId } });
      link = fresh.data?.goods.material || link;
    }
    startDownload(link);
  };

  return (
    <div className="goods-download">
      <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
        我已阅读并同意
      </Checkbox>
      <button type="button" className="goods-download__statement" onClick={() => setStatementOpen(true)}>
        《下载声明》
      </button>
      <Button type="primary" ghost icon={<DownloadOutlined />} onClick={() => void download()}>
        下载素材
      </Button>
      <Modal
        open={statementOpen}
        title="下载声明"
        onCancel={() => setStatementOpen(false)}
        footer={
          <Button
            type="primary"
            onClick={() => {
              setAgreed(true);
              setStatementOpen(false);
            }}
          >
            同意并关闭
          </Button>
        }
      >
        {statement.isPending ? (
          <Spin />
        ) : statement.isError ? (
          <p>{statement.error.message}</p>
        ) : (
          // Operator-authored HTML, sanitised by the server when written.
          <div
            className="rich-text goods-download__text"
            dangerouslySetInnerHTML={{ __html: statement.data }}
          />
        )}
      </Modal>
    </div>
  );
}
