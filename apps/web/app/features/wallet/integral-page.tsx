import {
  formatAmount,
  PageSize,
  type RechargeOrderData,
  type RechargeQrData,
  ResultOrderType,
  walletCalls,
} from '@app/contract/web';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Spin } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../shared/api/query.ts';
import { paths } from '../../shared/paths.ts';
import { refreshMe } from '../../shared/session/use-me.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../shared/ui/list-pagination.tsx';
import { PayQrDialog } from './pay-qr-dialog.tsx';
import { RechargeDialog } from './recharge-dialog.tsx';
import { rechargeReturn, suggestedRecharge } from './recharge-rules.ts';
import './wallet.css';
import { WalletLogTable } from './wallet-log-table.tsx';

/**
 * 光子账户 (001 §2.10): balance with 充值, income and expense totals, the wallet log 15 a page. 充值 opens the
 * recharge dialog; a QR answer opens the pay dialog, which polls until paid. Once paid the member goes to the
 * payment result with the order's order_no (001 §2.10, §4 Recharge), or, when they came from the checkout's
 * '光子余额不足' confirm (?back=), straight back to that checkout (or the VIP page) with the purchase ready to confirm.
 */
export function IntegralPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const back = rechargeReturn(search.get('back'));
  const shortfall = back ? suggestedRecharge(search.get('need')) : null;
  const [page, setPage] = useState(1);
  const [recharging, setRecharging] = useState(false);
  const [qr, setQr] = useState<RechargeQrData | null>(null);
  const [paid, setPaid] = useState<RechargeOrderData | null>(null);

  const logs = useApiQuery(
    walletCalls.walletLogs,
    { query: { offset: page - 1, limit: PageSize.walletLogs } },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );

  function handlePaid(order: RechargeOrderData) {
    setQr(null);
    setPaid(order);
    void message.success(`充值成功，${order.num} 光子已到账`);
    setPage(1);
    void queryClient.invalidateQueries({ queryKey: apiKeyPrefix(walletCalls.walletLogs) });
    void refreshMe();
    navigate(
      back?.path ?? paths.paymentResult({ order_no: order.order_no, order_type: ResultOrderType.recharge }),
    );
  }

  const data = logs.data;
  return (
    <>
      <h2 className="uc-page-title">光子账户</h2>
      {back && (
        <Alert
          className="wl-back"
          type={paid ? 'success' : 'info'}
          showIcon
          title={
            paid
              ? `充值成功，${paid.num} 光子已到账，正在${back.label}`
              : `光子余额不足：充值完成后将自动${back.label}`
          }
          action={
            <Link to={back.path}>
              <Button type="primary" size="small">
                {back.label}
              </Button>
            </Link>
          }
        />
      )}
      <div className="wl-summary">
        <div className="wl-summary__balance">
          <span className="wl-summary__label">光子余额</span>
          <span className="wl-summary__value" data-testid="wallet-balance">
            {data ? formatAmount(data.balance) : '—'}
          </span>
          <Button type="primary" onClick={() => setRecharging(true)}>
            充值
          </Button>
        </div>
        <div className="wl-summary__total">
          <span className="wl-summary__label">累计收入</span>
          <span className="wl-income">{data ? formatAmount(data.income) : '—'}</span>
        </div>
        <div className="wl-summary__total">
          <span className="wl-summary__label">累计支出</span>
          <span className="wl-expense">{data ? formatAmount(data.expend) : '—'}</span>
        </div>
      </div>
      <h3 className="wl-subtitle">光子流水</h3>
      {logs.isError ? (
        <EmptyState description={logs.error.message} />
      ) : !data ? (
        <div className="wl-center">
          <Spin />
        </div>
      ) : data.lists.length === 0 ? (
        <EmptyState description="暂无光子流水" />
      ) : (
        <Spin spinning={logs.isFetching}>
          <WalletLogTable entries={data.lists} />
        </Spin>
      )}
      <ListPagination
        current={page}
        pageSize={PageSize.walletLogs}
        total={data?.total ?? 0}
        onChange={setPage}
        jumper
      />
      <RechargeDialog
        open={recharging}
        onClose={() => setRecharging(false)}
        onQr={(start) => setQr(start.qr)}
        shortfall={shortfall}
      />
      <PayQrDialog qr={qr} onClose={() => setQr(null)} onPaid={handlePaid} />
    </>
  );
}
