import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';

/**
 * /user/recharge is 快速开票 (001 §2.11: invoices for recharge orders), not a recharge screen. Invoicing
 * has no calls on the server yet (a later issue), so this says so and points to where 光子 are bought.
 */
export function InvoicingPending() {
  return (
    <>
      <h2 className="uc-page-title">快速开票</h2>
      <Result
        status="info"
        title="快速开票：建设中"
        subTitle="为充值订单开具发票的功能正在建设中，敬请期待。购买光子请前往光子账户。"
        extra={
          <Link to={paths.userIntegral()}>
            <Button type="primary">前往光子账户充值</Button>
          </Link>
        }
      />
    </>
  );
}
