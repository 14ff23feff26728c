import { accountCalls } from '@app/contract/web';
import { useQuery } from '@tanstack/react-query';
import { Modal, Result, Spin } from 'antd';
import { fetchData } from '../../shared/api/client.ts';

/**
 * 注册协议 (000 §2.5): the agreement HTML written by the site's administrators (GET /api/register).
 * 同意 keeps the box checked; 不同意 unchecks it. 同意 waits for the text (nobody agrees to a spinner), and the
 * text scrolls inside a body of bounded height: when it arrived, the centred dialog used to grow and move its
 * buttons from under a click already on its way (a test's click on 同意 landed on the text instead).
 */
export function AgreementDialog({
  open,
  onAgree,
  onDecline,
}: {
  open: boolean;
  onAgree: () => void;
  onDecline: () => void;
}) {
  const agreement = useQuery({
    queryKey: ['account', 'agreement'],
    queryFn: () => fetchData(accountCalls.agreement),
    enabled: open,
  });
  return (
    <Modal
      title="注册协议"
      open={open}
      onOk={onAgree}
      onCancel={onDecline}
      okText="同意"
      cancelText="不同意"
      okButtonProps={{ disabled: agreement.isPending }}
      width={720}
      centered
      styles={{ body: { minHeight: 120, maxHeight: '60vh', overflowY: 'auto' } }}
    >
      {agreement.isPending ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin />
        </div>
      ) : agreement.isError ? (
        <Result status="warning" title="注册协议加载失败" subTitle={agreement.error.message} />
      ) : (
        // Administrator-authored HTML from our own server (the spec shows it as HTML).
        <div className="account-agreement-html" dangerouslySetInnerHTML={{ __html: agreement.data }} />
      )}
    </Modal>
  );
}
