import { ledgerFilterQuery, orderFilterQuery } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-context.ts';
import { rawRoute } from '../../http/raw-route.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { recordAudit } from './audit.ts';
import { CSV_BOM, csvDisposition, csvLine } from './csv.ts';
import { listLedger } from './list-ledger.ts';
import { listAllOrders } from './list-all-orders.ts';
import { presentLedgerEntry, presentListedOrder } from './present-finance.ts';
import { guardRawRoute, staffOf } from './staff-route.ts';

/** At most this many rows per export; more asks staff to narrow the filters. */
export const EXPORT_MAX_ROWS = 50_000;
const BATCH = 1_000;

type Cell = string | number | null;

/** Every row of a filtered list, a batch at a time; refused when there are more than EXPORT_MAX_ROWS. */
async function allRows<T>(
  fetch: (page: { offset: number; limit: number }) => Promise<{ rows: T[]; total: number }>,
) {
  const first = await fetch({ offset: 0, limit: BATCH });
  if (first.total > EXPORT_MAX_ROWS) throw refuse(`导出条数超过 ${EXPORT_MAX_ROWS}，请缩小筛选范围后再导出`);
  const rows = [...first.rows];
  for (let offset = 1; rows.length < first.total && offset * BATCH < EXPORT_MAX_ROWS; offset++) {
    const next = await fetch({ offset, limit: BATCH });
    if (!next.rows.length) break;
    rows.push(...next.rows);
  }
  return rows;
}

/** Sends the CSV and records the export (who exported what, with which filters) in the audit log. */
async function sendCsv(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  what: { name: 'orders' | 'ledger'; label: string; filter: unknown; header: string[]; lines: Cell[][] },
) {
  await recordAudit(app.ctx.db, staffOf(request).actor, {
    action: `export.${what.name}`,
    targetType: 'export',
    targetId: what.name,
    after: { filter: what.filter, rows: what.lines.length },
  });
  const body = CSV_BOM + csvLine(what.header) + what.lines.map(csvLine).join('');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-disposition', csvDisposition(what.name, what.label))
    .send(body);
}

/**
 * CSV exports of orders and the ledger with the lists' filters (finance, admin): plain GET links, so the
 * admin cookie (reads only) signs them and the browser saves the file. Each export is an audited action.
 */
export function registerExportRoutes(app: App): void {
  const orderFilters = orderFilterQuery.omit({ offset: true, limit: true });
  guardRawRoute('GET', '/api/admin/orders/export', 'orders');
  rawRoute(
    app,
    { method: 'GET', url: '/api/admin/orders/export', query: orderFilters },
    async ({ query, request, reply }) => {
      const rows = await allRows((page) => listAllOrders(app.ctx.db, query, page));
      return sendCsv(app, request, reply, {
        name: 'orders',
        label: '订单',
        filter: query,
        header: [
          '订单号',
          '会员ID',
          '会员',
          '手机号',
          '商品类型',
          '商品',
          '数量',
          '单价',
          '运费',
          '优惠券',
          '优惠',
          '实付光子',
          '赠送光子',
          '状态',
          '下单时间',
          '支付时间',
          '退款时间',
          '退款理由',
        ],
        lines: rows
          .map(presentListedOrder)
          .map((o) => [
            o.order_no,
            o.member.id,
            o.member.name,
            o.member.phone,
            o.product_type_text,
            o.product_name,
            o.num,
            o.order_amount,
            o.postage,
            o.coupon_code,
            o.coupon_discount,
            o.total_amount,
            o.bonus,
            o.status_text,
            o.created_at,
            o.pay_time,
            o.refund_time,
            o.refund_reason,
          ]),
      });
    },
  );

  const ledgerFilters = ledgerFilterQuery.omit({ offset: true, limit: true });
  guardRawRoute('GET', '/api/admin/ledger/export', 'ledger');
  rawRoute(
    app,
    { method: 'GET', url: '/api/admin/ledger/export', query: ledgerFilters },
    async ({ query, request, reply }) => {
      const rows = await allRows((page) => listLedger(app.ctx.db, query, page));
      return sendCsv(app, request, reply, {
        name: 'ledger',
        label: '光子流水',
        filter: query,
        header: [
          '流水ID',
          '会员ID',
          '会员',
          '手机号',
          '收支',
          '光子',
          '余额',
          '标题',
          '来源',
          '来源单号',
          '时间',
        ],
        lines: rows
          .map((r) => presentLedgerEntry(r.entry, r.member))
          .map((e) => [
            e.id,
            e.member.id,
            e.member.name,
            e.member.phone,
            e.action === 1 ? '收入' : '支出',
            e.amount.toFixed(2),
            e.balance.toFixed(2),
            e.title,
            e.source_type,
            e.source_no,
            e.created_at,
          ]),
      });
    },
  );
}
