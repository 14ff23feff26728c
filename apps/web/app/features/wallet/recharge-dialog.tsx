import { walletCalls } from '@app/contract/web';
import { App, Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import {
  PAY_METHODS,
  RECHARGE_PRESETS,
  rechargeNumError,
  rechargePriceYuan,
  readRechargeAnswer,
  type PayMethodValue,
  type RechargeStart,
} from './recharge-rules.ts';
import { submitPaymentForm } from './submit-payment-form.ts';

interface RechargeFields {
  num: string;
  pay_method: PayMethodValue;
}

interface RechargeDialogProps {
  open: boolean;
  onClose: () => void;
  /** A QR answer: the caller opens the pay dialog. */
  onQr: (start: Extract<RechargeStart, { kind: 'qr' }>) => void;
  /** The 光子 the member came short of (from the checkout or the VIP page): the amount starts there. */
  shortfall?: string | null;
}

/**
 * 充值 (001 §2.10): 充值数量 (≥ 1, 2 decimals) with quick choices, starting at the shortfall when the member
 * came short of 光子, and 支付方式; the price (× 10 元) shows as the member types.
 * POST /api/integral/recharge answers a QR code ('支付码生成成功') or an HTML form, submitted at once.
 */
export function RechargeDialog({ open, onClose, onQr, shortfall = null }: RechargeDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RechargeFields>();
  const num = Form.useWatch('num', form) ?? '';
  const recharge = useApiMutation(walletCalls.recharge, { refusal: 'warning' });
  // Also busy while the browser leaves for the provider's page after a form answer.
  const [leaving, setLeaving] = useState(false);
  const sending = recharge.pending || leaving;
  const price = rechargePriceYuan(num);

  async function finish(values: RechargeFields) {
    const result = await recharge.run({ body: { num: values.num.trim(), pay_method: values.pay_method } });
    if (!result.ok) return;
    const start = readRechargeAnswer(result.data);
    if (start.kind === 'form') {
      // The browser leaves for the provider's page; keep the button busy meanwhile.
      setLeaving(true);
      if (!submitPaymentForm(start.html)) {
        setLeaving(false);
        void message.error('支付表单无效，请稍后再试');
      }
      return;
    }
    onClose();
    onQr(start);
  }

  return (
    <Modal
      title="光子充值"
      open={open}
      onOk={() => form.submit()}
      onCancel={onClose}
      okText="去支付"
      cancelText="取消"
      confirmLoading={sending}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<RechargeFields>
        form={form}
        layout="vertical"
        onFinish={finish}
        initialValues={{ num: shortfall ?? '', pay_method: PAY_METHODS[0].value }}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          label="充值数量"
          name="num"
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const error = rechargeNumError(value ?? '');
                if (error) throw new Error(error);
              },
            },
          ]}
          extra={
            shortfall
              ? `还差 ${shortfall} 光子即可完成支付；1 光子 = 10 元，最少充值 1 光子`
              : '1 光子 = 10 元，最少充值 1 光子，最多保留两位小数'
          }
        >
          <Input
            placeholder="请输入充值的光子数量"
            inputMode="decimal"
            maxLength={12}
            suffix="光子"
            autoComplete="off"
          />
        </Form.Item>
        <div className="wl-recharge-presets" role="group" aria-label="常用充值数量">
          {RECHARGE_PRESETS.map((preset) => (
            <Button
              key={preset}
              size="small"
              type={num === String(preset) ? 'primary' : 'default'}
              onClick={() => form.setFieldsValue({ num: String(preset) })}
            >
              {preset} 光子
            </Button>
          ))}
        </div>
        <Form.Item label="支付方式" name="pay_method">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={PAY_METHODS.map((m) => ({ value: m.value, label: m.label }))}
          />
        </Form.Item>
        <div className="wl-recharge-price" aria-live="polite">
          应付金额：<strong>{price !== null ? `￥${price}` : '—'}</strong> 元
        </div>
      </Form>
    </Modal>
  );
}
