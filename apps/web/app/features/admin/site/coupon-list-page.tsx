import { adminPromotionCalls, formatChinaDateTime, type AdminCoupon } from '@app/contract/web';
import { Button, Popconfirm, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import './site.css';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { AdminListFrame } from '../table/admin-list-frame.tsx';
import { SearchFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';
import { CouponCreateDialog } from './coupon-create-dialog.tsx';

const offText = (c: AdminCoupon) => (c.kind === 'fixed' ? `减 ${c.value} 光子` : `减 ${Number(c.value)}%`);

/** 优惠券: codes with their terms, issued (limit) and used counts; create, disable after a confirmation. */
export function CouponListPage() {
  const table = useTableParams();
  const keywords = table.get('keywords');
  const list = useApiQuery(adminPromotionCalls.coupons, { query: { ...table.paging, keywords } });
  const disable = useApiMutation(adminPromotionCalls.couponDisable, {
    success: true,
    invalidates: [apiKeyPrefix(adminPromotionCalls.coupons)],
  });
  const [creating, setCreating] = useState(false);

  const columns: ColumnsType<AdminCoupon> = [
    {
      title: '券码',
      key: 'code',
      render: (_, c) => (
        <>
          <strong>{c.code}</strong>
          <br />
          <span className="admin-muted">{c.name}</span>
        </>
      ),
    },
    { title: '优惠', key: 'off', render: (_, c) => offText(c) },
    {
      title: '门槛',
      dataIndex: 'min_amount',
      render: (v: string) => (Number(v) > 0 ? `满 ${v} 光子` : '无门槛'),
    },
    {
      title: '有效期',
      key: 'time',
      render: (_, c) => `${c.starts_at?.slice(0, 16) ?? '立即'} ~ ${c.ends_at?.slice(0, 16) ?? '长期'}`,
    },
    {
      title: '已用 / 发放',
      key: 'count',
      align: 'right',
      render: (_, c) => `${c.used_count} / ${c.total_limit ?? '不限'}`,
    },
    { title: '每人限用', dataIndex: 'per_user_limit', render: (v: number | null) => v ?? '不限' },
    {
      title: '状态',
      key: 'state',
      render: (_, c) => {
        if (c.disabled) return <Tag>已停用</Tag>;
        // Both sides are China time 'YYYY-MM-DD HH:mm:ss', so the strings compare as the instants do.
        if (c.ends_at && c.ends_at < formatChinaDateTime(Date.now())) return <Tag>已过期</Tag>;
        if (c.total_limit !== null && c.used_count >= c.total_limit) return <Tag>已用完</Tag>;
        return <Tag color="success">可用</Tag>;
      },
    },
    {
      title: '操作',
      key: 'action',
      render: (_, c) =>
        c.disabled ? null : (
          <Popconfirm
            title={`停用优惠券 ${c.code}？`}
            description="停用后结算时不能再使用，已支付的订单不受影响。"
            okText="停用"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => disable.run({ params: { id: c.id } })}
          >
            <Button type="link" size="small" danger>
              停用
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <AdminListFrame<AdminCoupon>
      title="优惠券"
      action={
        <Button type="primary" onClick={() => setCreating(true)}>
          新建优惠券
        </Button>
      }
      filters={<SearchFilter table={table} placeholder="券码 / 名称" />}
      table={table}
      list={list}
      columns={columns}
      scrollX={900}
    >
      <CouponCreateDialog open={creating} onClose={() => setCreating(false)} />
    </AdminListFrame>
  );
}
