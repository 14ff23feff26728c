import { formatAmount, type RechargeOrderData, type RechargeQrData } from '@app/contract/web';
import { Alert, Modal, Spin, Tag } from 'antd';
import { useState } from 'react';
import { PAY_METHODS, payMethodLabel } from './recharge-rules.ts';
import { useRechargePolling } from './use-recharge-polling.ts';

interface PayQrDialogProps {
  /** The recharge answer to pay; null closes the dialog (and stops the polling). */
  qr: RechargeQrData | null;
  onClose: () => void;
  onPaid: (order: RechargeOrderData) => void;
}

/**
 * The QR pay dialog (001 §2.10), titled with the provider's name: the QR code and the amount in ￥. The
 * order is checked every 0.8 s; polling stops on payment, on any error and when the dialog closes. A
 * sandbox answer is labelled 沙箱 and links its cashier page (the QR code opens the same page).
 */
export function PayQrDialog({ qr, onClose, onPaid }: PayQrDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [trackedOrder, setTrackedOrder] = useState<string | null>(null);
  // A new order starts without the previous one's problem.
  if (qr && qr.orderNo !== trackedOrder) {
    setTrackedOrder(qr.orderNo);
    setProblem(null);
  }

  useRechargePolling(qr && !problem ? qr.orderNo : null, {
    onPaid,
    onClosed: () => setProblem('订单已关闭，请重新发起充值'),
    onStopped: (msg) => setProblem(`${msg}（已停止查询支付结果，请关闭后重试）`),
  });

  const method = PAY_METHODS.find((m) => m.value === qr?.pay_method);
  return (
    <Modal
      title={
        <span>
          {qr ? payMethodLabel(qr.pay_method) : '扫码支付'}
          {qr?.sandbox && (
            <Tag color="orange" style={{ marginLeft: 8 }}>
              沙箱
            </Tag>
          )}
        </span>
      }
      open={qr !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={380}
    >
      {qr && (
        <div className="wl-qr">
          <img
            className="wl-qr__code"
            src={qr.payCodeImg}
            alt={`${payMethodLabel(qr.pay_method)}支付二维码`}
            width={220}
            height={220}
          />
          <div className="wl-qr__amount">
            ￥<strong>{formatAmount(qr.order_amount)}</strong>
          </div>
          <p className="wl-qr__hint">请使用{method?.scanWith ?? '手机'}扫一扫完成支付</p>
          <p className="wl-qr__order">订单号：{qr.orderNo}</p>
          {qr.sandbox && (
            <Alert
              type="warning"
              showIcon
              title="沙箱支付：不会产生真实扣款"
              description={
                qr.cashier_url ? (
                  <a href={qr.cashier_url} target="_blank" rel="noopener noreferrer">
                    打开沙箱收银台
                  </a>
                ) : undefined
              }
            />
          )}
          {problem ? (
            <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />
          ) : (
            <div className="wl-qr__waiting" role="status">
              <Spin size="small" /> 等待支付结果…
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
