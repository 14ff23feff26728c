import { commerceCalls, formatAmount, type OrderItem, PageSize, ProductOrderStatus } from '@app/contract/web';
import { keepPreviousData } from '@tanstack/react-query';
import { Input, Spin, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { orderCheckoutHref } from '../checkout/checkout-rules.ts';
import '../commerce.css';
import { canOpenDetail, normaliseKeywords, ORDER_TABS, statusColor, type OrderCate } from './order-rules.ts';
import { paths } from '../../../shared/paths.ts';

/** 详情 for paid orders (001 §4); a pending order offers 去支付 (back to the checkout with its order_no). */
const detailLink = (order: OrderItem) =>
  canOpenDetail(order.status) ? (
    <Link to={paths.userOrderDetail(order.id)} className="cm-link">
      详情
    </Link>
  ) : order.status === ProductOrderStatus.pending ? (
    <Link to={orderCheckoutHref(order)} className="cm-link">
      去支付
    </Link>
  ) : null;
const statusTag = (order: OrderItem) => <Tag color={statusColor(order.status)}>{order.status_text}</Tag>;
const product = (order: OrderItem) => (
  <span className="cm-order-product">
    <FallbackImage src={order.product_img} alt={order.product_name} className="cm-order-product__img" />
    <span>{order.product_name}</span>
  </span>
);

const VIRTUAL_COLUMNS: TableColumnsType<OrderItem> = [
  // The whole name, wrapped: long names were cut to '…' and told the orders apart no more (docs/spec-decisions.md "registration, invoicing edges, accessibility").
  { title: '商品名称', dataIndex: 'product_name', className: 'cm-order-name' },
  { title: '类型', dataIndex: 'product_type_text', width: 110 },
  { title: '订单号', dataIndex: 'order_no', width: 190 },
  {
    title: '金额（光子）',
    dataIndex: 'total_amount',
    width: 110,
    render: (value: number) => formatAmount(value),
  },
  { title: '状态', width: 90, render: (_, order) => statusTag(order) },
  { title: '创建时间', dataIndex: 'created_at', width: 170 },
  { title: '操作', width: 70, render: (_, order) => detailLink(order) },
];
const PHYSICAL_COLUMNS: TableColumnsType<OrderItem> = [
  { title: '商品', render: (_, order) => product(order) },
  { title: '订单号', dataIndex: 'order_no', width: 190 },
  {
    title: '金额（光子）',
    dataIndex: 'total_amount',
    width: 110,
    render: (value: number) => formatAmount(value),
  },
  { title: '状态', width: 90, render: (_, order) => statusTag(order) },
  { title: '创建时间', dataIndex: 'created_at', width: 170 },
  { title: '操作', width: 70, render: (_, order) => detailLink(order) },
];

/** 我的订单 (001 §2.8): keyword search, 虚拟订单 / 实物订单, 10 a page (offset = page − 1). */
export function OrderListPage() {
  const [cate, setCate] = useState<OrderCate>(0);
  const [page, setPage] = useState(1);
  const [keywords, setKeywords] = useState('');
  const list = useApiQuery(
    commerceCalls.orderList,
    { query: { cate_id: cate, offset: page - 1, limit: PageSize.orders, keywords } },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
  const orders = list.data?.lists ?? [];

  return (
    <>
      <div className="cm-orders-head">
        <h2 className="uc-page-title">我的订单</h2>
        <Input.Search
          className="cm-orders-search"
          placeholder="商品名称或订单号"
          aria-label="搜索订单"
          allowClear
          maxLength={50}
          enterButton="搜索"
          onSearch={(text) => {
            setKeywords(normaliseKeywords(text));
            setPage(1);
          }}
        />
      </div>
      <Tabs
        activeKey={String(cate)}
        onChange={(key) => {
          setCate(Number(key) as OrderCate);
          setPage(1);
        }}
        items={ORDER_TABS.map((tab) => ({ key: String(tab.cateId), label: tab.label }))}
      />
      {list.isError ? (
        <EmptyState description={list.error.message} />
      ) : orders.length === 0 && !list.isFetching ? (
        <EmptyState description={keywords ? `没有找到与“${keywords}”相关的订单` : '暂无订单'} />
      ) : (
        <Spin spinning={list.isFetching}>
          <Table<OrderItem>
            className="cm-orders-table"
            rowKey="id"
            size="middle"
            columns={cate === 0 ? VIRTUAL_COLUMNS : PHYSICAL_COLUMNS}
            dataSource={orders}
            pagination={false}
          />
          <ul className="cm-order-cards" aria-label="订单列表">
            {orders.map((order) => (
              <li key={order.id} className="cm-order-card">
                <div className="cm-order-card__top">
                  <span className="cm-muted">{order.product_type_text}</span>
                  {statusTag(order)}
                </div>
                {product(order)}
                <div className="cm-order-card__meta">
                  <span>订单号 {order.order_no}</span>
                  <span>{order.created_at}</span>
                </div>
                <div className="cm-order-card__bottom">
                  <strong>{formatAmount(order.total_amount)} 光子</strong>
                  {detailLink(order)}
                </div>
              </li>
            ))}
          </ul>
        </Spin>
      )}
      <ListPagination
        current={page}
        pageSize={PageSize.orders}
        total={list.data?.total ?? 0}
        onChange={setPage}
      />
    </>
  );
}
