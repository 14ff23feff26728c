import {
  adminPageCalls,
  pageSettingsMessages,
  VIP_PLANS,
  VIP_PRICE_MAX,
  VIP_QUOTA_MAX,
  VIP_TEXT_MAX,
  type VipOffer,
  type VipSettings,
} from '@app/contract/web';
import { Alert, Button, Card, Form, Input, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import { Link } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import './site.css';

type Key = keyof VipSettings;
const textRules: Rule[] = [
  { required: true, whitespace: true, message: pageSettingsMessages.textRequired },
  { max: VIP_TEXT_MAX, message: pageSettingsMessages.textTooLong },
];
const priceRules: Rule[] = [{ required: true, message: pageSettingsMessages.priceInvalid }];
const quotaRules: Rule[] = [{ required: true, message: pageSettingsMessages.quotaInvalid }];

function Text({ name, label }: { name: Key; label: string }) {
  return (
    <Form.Item name={name} label={label} rules={textRules}>
      <Input maxLength={VIP_TEXT_MAX} />
    </Form.Item>
  );
}

/**
 * VIP 套餐设置: the AI VIP page's texts, the four plans' prices (whole 光子) and the non-VIP daily free
 * quotas, saved as a whole. Orders already paid keep their price; the public page shows a save within its
 * cache time.
 */
export function VipSettingsPage() {
  const saved = useApiQuery(adminPageCalls.vipSettings);
  if (saved.isPending) return <PageSpinner />;
  if (saved.error) return <Alert type="error" showIcon title={saved.error.message} />;
  const { offer, ...initial } = saved.data;
  return <VipForm key={JSON.stringify(saved.data)} initial={initial} offer={offer} />;
}

/**
 * Why the public page names a benefit differently or sells no VIP: the AI backends this server has (a chat
 * model, a GPU render backend). Operators cannot change that here, so it is said, not edited.
 */
function OfferNotice({ offer }: { offer: VipOffer }) {
  if (!offer.note) return null;
  return (
    <Alert
      className="admin-vip-offer"
      type={offer.on_sale ? 'info' : 'warning'}
      showIcon
      title={offer.on_sale ? '部分权益按已接入的服务显示' : 'VIP 会员暂停开通'}
      description={offer.note}
    />
  );
}

function VipForm({ initial, offer }: { initial: VipSettings; offer: VipOffer }) {
  const save = useApiMutation(adminPageCalls.saveVipSettings, {
    success: true,
    invalidates: [apiKeyPrefix(adminPageCalls.vipSettings)],
  });
  return (
    <>
      <h1 className="admin-page-title">VIP 套餐设置</h1>
      <p className="admin-muted">
        价格为整数光子，四个套餐互不相同；已支付的订单保持原价。保存后前台
        <Link to={paths.aiVip()} style={{ textDecoration: 'underline' }}>
          VIP 页面
        </Link>
        在几秒内显示新内容。
      </p>
      <OfferNotice offer={offer} />
      <Form<VipSettings>
        name="vip-settings"
        layout="vertical"
        initialValues={initial}
        onFinish={(body) => save.run({ body })}
        className="admin-site-form"
      >
        <Card size="small" title="页面标题" className="admin-settings-card">
          <div className="admin-settings-grid">
            <Text name="title_pre" label="标题前半" />
            <Text name="title_suff" label="标题后半（高亮）" />
            <Text name="title_sub1" label="副标题 1" />
            <Text name="title_sub2" label="副标题 2" />
            <Text name="title_sub3" label="副标题 3" />
          </div>
        </Card>
        <div className="admin-plan-grid">
          {VIP_PLANS.map(({ plan, name }) => (
            <Card key={plan} size="small" title={`${name}会员`} className="admin-settings-card">
              <Form.Item name={`vip_price${plan}` as Key} label="价格（光子）" rules={priceRules}>
                <InputNumber min={1} max={VIP_PRICE_MAX} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Text name={`vip${plan}_sub` as Key} label="适用说明" />
              {[1, 2, 3, 4].map((n) => (
                <Text key={n} name={`vip${plan}_suff${n}` as Key} label={`权益 ${n}`} />
              ))}
            </Card>
          ))}
        </div>
        <Card size="small" title="底部会员权益" className="admin-settings-card">
          <div className="admin-settings-grid">
            <Text name="bottom_title_pre" label="标题前半" />
            <Text name="bottom_title_suff" label="标题后半（高亮）" />
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <Text key={n} name={`title_tag${n}` as Key} label={`权益标签 ${n}`} />
            ))}
          </div>
        </Card>
        <Card size="small" title="非会员每日免费次数（北京时间按天）" className="admin-settings-card">
          <div className="admin-settings-grid">
            <Form.Item name="free_chat" label="AI 问答（次/天）" rules={quotaRules}>
              <InputNumber min={0} max={VIP_QUOTA_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="free_img" label="AI 生图（次/天）" rules={quotaRules}>
              <InputNumber min={0} max={VIP_QUOTA_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </div>
        </Card>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          保存
        </Button>
      </Form>
    </>
  );
}
