import { CheckOutlined } from '@ant-design/icons';
import { aiCalls, Code, VIP_PLANS, type VipPageSettings, type VipPlanNo } from '@app/contract/web';
import { Alert, App, Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { apiKeyPrefix } from '../../shared/api/query.ts';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import { patchMe, useMe } from '../../shared/session/use-me.ts';
import { paths } from '../../shared/paths.ts';
import './ai-pages.css';
import { confirmText } from './ai-rules.ts';

/** After a purchase the page reloads, after too few 光子 the recharge page opens: both after 2 s (002 §9). */
export const VIP_AFTER_MS = 2000;
export const INSUFFICIENT = '光子不足，请充值';

/**
 * The VIP page (002 §2 /ai/vip): headings from the settings, four plan cards (price, subtitle, four lines),
 * the bottom title and six tags. Buying confirms, then pays with 光子; the new term is stored on the local
 * member (the header's VIP line changes at once) and the page reloads after 2 s; too few 光子 → /user/integral.
 * The benefits are named by the backends really connected (the server renames them); when VIP is not on sale
 * (production with no AI backend) the page says so and offers no 开通.
 */
export function VipPage({ settings, error }: { settings: VipPageSettings | null; error: string | null }) {
  const { modal, message } = App.useApp();
  const { signedIn, me } = useMe();
  const navigate = useNavigate();
  const buy = useApiMutation(aiCalls.buy, { success: true, invalidates: [apiKeyPrefix(aiCalls.balance)] });
  if (!settings) return <Result status="warning" title={error ?? 'VIP 设置加载失败'} />;

  function purchase(price: number, planName: string) {
    if (!signedIn) {
      void message.warning('请先登录');
      setTimeout(() => navigate(paths.login({ redirect: paths.aiVip() })), 1000);
      return;
    }
    modal.confirm({
      title: '开通VIP',
      content: confirmText(price, planName),
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        const result = await buy.run(
          { body: { price }, quiet4001: true },
          {
            [Code.insufficientPhotons]: (answer) => {
              void message.warning(answer.msg || INSUFFICIENT);
              // The 光子 the plan lacks ride along (the stored balance; the recharge dialog starts there).
              const lacking = price - Number(me?.integral ?? 0);
              const need = lacking > 0 ? lacking.toFixed(2) : undefined;
              setTimeout(() => navigate(paths.userIntegral({ back: paths.aiVip(), need })), VIP_AFTER_MS);
            },
            [Code.unauthenticated]: (answer) => {
              void message.warning(answer.msg);
              setTimeout(() => navigate(paths.login({ redirect: paths.aiVip() })), 1000);
            },
          },
        );
        if (result.ok) {
          patchMe({ vip: result.data });
          setTimeout(() => window.location.reload(), VIP_AFTER_MS);
        }
      },
    });
  }

  const tags = [1, 2, 3, 4, 5, 6].map(
    (n) => settings[`title_tag${n}` as `title_tag${1 | 2 | 3 | 4 | 5 | 6}`],
  );
  return (
    <div className="ai-page ai-vip-page">
      <header className="ai-vip-page__head">
        <h1>
          {settings.title_pre}
          <em>{settings.title_suff}</em>
        </h1>
        <p>{[settings.title_sub1, settings.title_sub2, settings.title_sub3].filter(Boolean).join(' · ')}</p>
      </header>
      {!settings.offer.on_sale && (
        <Alert
          className="ai-vip-page__closed"
          type="info"
          showIcon
          title="VIP会员暂停开通"
          description={settings.offer.note}
        />
      )}
      <div className="ai-plans">
        {VIP_PLANS.map((plan) => {
          const n = plan.plan as VipPlanNo;
          const price = settings[`vip_price${n}`];
          const lines = [1, 2, 3, 4].map((k) => settings[`vip${n}_suff${k as 1 | 2 | 3 | 4}`]);
          return (
            <section
              key={n}
              className={`ai-plan${n === 4 ? ' is-featured' : ''}`}
              aria-label={`${plan.name}VIP`}
            >
              <h2>{plan.name}VIP</h2>
              <p className="ai-plan__price">
                <b>{price}</b> 光子<span>{plan.unit}</span>
              </p>
              <p className="ai-plan__sub">{settings[`vip${n}_sub`]}</p>
              <ul>
                {lines.filter(Boolean).map((line) => (
                  <li key={line}>
                    <CheckOutlined /> {line}
                  </li>
                ))}
              </ul>
              <Button
                type="primary"
                block
                disabled={!settings.offer.on_sale}
                onClick={() => purchase(price, plan.name)}
                loading={buy.pending}
              >
                {settings.offer.on_sale ? '立即开通' : '暂停开通'}
              </Button>
            </section>
          );
        })}
      </div>
      <footer className="ai-vip-page__bottom">
        <h2>
          {settings.bottom_title_pre}
          <em>{settings.bottom_title_suff}</em>
        </h2>
        <ul className="ai-hexes">
          {tags.filter(Boolean).map((tag) => (
            <li key={tag} className="ai-hex">
              {tag}
            </li>
          ))}
        </ul>
      </footer>
    </div>
  );
}
