import { ADJUST_MAX_PHOTONS, adminFinanceCalls } from '@app/contract/web';
import { Alert, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { apiKeyPrefix } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';

interface AdjustForm {
  user_id: number;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
}

/** A fresh id per opening: clicking 确认 twice (or a retried request) records one adjustment only. */
function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** 光子调整: credit or debit a member with a mandatory reason (the member sees it in 光子账户). */
export function AdjustDialog(props: { open: boolean; userId?: number; onClose: () => void }) {
  const [form] = Form.useForm<AdjustForm>();
  const [requestId, setRequestId] = useState(newRequestId);
  useEffect(() => {
    if (props.open) setRequestId(newRequestId());
  }, [props.open]);
  const adjust = useApiMutation(adminFinanceCalls.adjust, {
    success: true,
    invalidates: [apiKeyPrefix(adminFinanceCalls.ledger)],
  });

  async function submit(values: AdjustForm) {
    const result = await adjust.run({
      body: {
        ...values,
        amount: String(values.amount).trim(),
        reason: values.reason.trim(),
        request_id: requestId,
      },
    });
    if (result.ok) props.onClose();
  }

  return (
    <Modal
      open={props.open}
      title="光子调整"
      okText="确认调整"
      okButtonProps={{ loading: adjust.pending }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="调整记为一笔光子流水，会员在「光子账户」中可见理由；扣减后余额不能小于 0。"
      />
      <Form<AdjustForm>
        form={form}
        name="ledger-adjust"
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ user_id: props.userId, direction: 'credit' }}
      >
        <Form.Item name="user_id" label="会员 ID" rules={[{ required: true, message: '请填写会员 ID' }]}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="direction" label="方向" rules={[{ required: true, message: '请选择增加或扣减' }]}>
          <Radio.Group
            options={[
              { value: 'credit', label: '增加' },
              { value: 'debit', label: '扣减' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="光子数量"
          rules={[
            { required: true, message: '请填写光子数量' },
            { pattern: /^\d{1,6}(\.\d{1,2})?$/, message: '光子数量需为正数，最多两位小数' },
            {
              validator: (_, v) =>
                Number(v) > 0 && Number(v) <= ADJUST_MAX_PHOTONS
                  ? Promise.resolve()
                  : Promise.reject(new Error(`光子数量需大于 0，且不超过 ${ADJUST_MAX_PHOTONS}`)),
            },
          ]}
        >
          <Input inputMode="decimal" maxLength={9} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="理由（会员可见）"
          rules={[
            { required: true, whitespace: true, message: '请填写理由' },
            { max: 200, message: '理由不能超过 200 个字符' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
