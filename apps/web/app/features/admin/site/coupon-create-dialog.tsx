import { adminPromotionCalls, couponMessages } from '@app/contract/web';
import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { apiKeyPrefix } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';

interface CouponForm {
  code: string;
  name: string;
  kind: 'fixed' | 'percent';
  value: string;
  min_amount: string;
  starts_at: string;
  ends_at: string;
  total_limit: number | null;
  per_user_limit: number | null;
}

const TIME = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2})?$/;

/** 新建优惠券: the terms of a site-wide code. The server checks everything again (and the code's uniqueness). */
export function CouponCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CouponForm>();
  const kind = Form.useWatch('kind', form);
  const create = useApiMutation(adminPromotionCalls.couponCreate, {
    success: true,
    invalidates: [apiKeyPrefix(adminPromotionCalls.coupons)],
  });
  async function submit(values: CouponForm) {
    const result = await create.run({
      body: {
        ...values,
        name: values.name ?? '',
        min_amount: values.min_amount || '0',
        starts_at: values.starts_at ?? '',
        ends_at: values.ends_at ?? '',
        total_limit: values.total_limit ?? null,
        per_user_limit: values.per_user_limit ?? null,
      },
    });
    if (result.ok) onClose();
  }
  return (
    <Modal
      open={open}
      title="新建优惠券"
      okText="创建"
      onOk={() => form.submit()}
      okButtonProps={{ loading: create.pending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CouponForm>
        form={form}
        name="coupon-create"
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ kind: 'fixed', min_amount: '0' }}
      >
        <Form.Item
          name="code"
          label="券码"
          rules={[{ required: true, pattern: /^[A-Za-z0-9_-]{4,32}$/, message: couponMessages.codeInvalid }]}
        >
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label="名称（会员看不到，便于管理）">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="kind" label="优惠方式">
          <Radio.Group
            options={[
              { value: 'fixed', label: '减免光子' },
              { value: 'percent', label: '按比例折扣' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={kind === 'percent' ? '折扣百分比（20 = 减 20%）' : '减免光子'}
          rules={[{ required: true, pattern: /^\d{1,6}(\.\d{1,2})?$/, message: couponMessages.valueInvalid }]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="min_amount"
          label="使用门槛（光子，0 = 无门槛）"
          rules={[{ pattern: /^\d{1,6}(\.\d{1,2})?$/, message: couponMessages.minInvalid }]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="starts_at"
          label="开始时间（留空 = 立即）"
          rules={[{ pattern: TIME, message: couponMessages.timeInvalid }]}
        >
          <Input placeholder="2026-12-01 00:00" />
        </Form.Item>
        <Form.Item
          name="ends_at"
          label="结束时间（留空 = 长期）"
          rules={[{ pattern: TIME, message: couponMessages.timeInvalid }]}
        >
          <Input placeholder="2026-12-31 23:59" />
        </Form.Item>
        <Form.Item name="total_limit" label="发放数量（留空 = 不限）">
          <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="per_user_limit" label="每人限用（留空 = 不限）">
          <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
