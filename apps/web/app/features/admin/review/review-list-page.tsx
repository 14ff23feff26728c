import {
  adminReviewCalls,
  CONTRIBUTION_KIND_LABELS,
  formatAmount,
  type ReviewEntry,
} from '@app/contract/web';
import { Button, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { paths } from '../../../shared/paths.ts';
import { AdminListFrame } from '../table/admin-list-frame.tsx';
import { SearchFilter, SelectFilter } from '../table/filter-bar.tsx';
import { useTableParams } from '../table/use-table-params.ts';
import { TranscodeTag } from './transcode-tag.tsx';

const STATES = [
  { value: 'pending', label: '审核中' },
  { value: 'approved', label: '已通过' },
  { value: 'rejected', label: '未通过' },
  { value: 'all', label: '全部状态' },
];
const KINDS = Object.entries(CONTRIBUTION_KIND_LABELS).map(([value, label]) => ({ value, label }));

const stateColor = (isCheck: number) => (isCheck === 2 ? 'success' : isCheck === 3 ? 'error' : 'processing');

/** 投稿审核: the queue of creator submissions (in review first come, first served), filterable. */
export function ReviewListPage() {
  const table = useTableParams();
  const state = (table.get('state') || 'pending') as 'pending' | 'approved' | 'rejected' | 'all';
  const kind = table.get('kind') as '' | 'course' | 'plug' | 'goods';
  const keywords = table.get('keywords');
  const list = useApiQuery(adminReviewCalls.reviews, {
    query: { ...table.paging, state, kind, keywords },
  });

  const columns: ColumnsType<ReviewEntry> = [
    {
      title: '投稿',
      key: 'name',
      render: (_, e) => (
        <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {e.cover && (
            <img
              src={e.cover}
              alt=""
              width={64}
              height={40}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          )}
          <Link to={paths.adminReviewDetail(e.kind, e.id)}>{e.name || '（未命名）'}</Link>
        </span>
      ),
    },
    { title: '类型', dataIndex: 'kind_text', width: 100 },
    {
      title: '创作者',
      key: 'creator',
      render: (_, e) => (
        <>
          {e.creator.name}
          <br />
          <Typography.Text type="secondary">{e.creator.phone}</Typography.Text>
        </>
      ),
    },
    {
      title: '价格（光子）',
      dataIndex: 'price',
      width: 110,
      align: 'right',
      render: (v: number) => formatAmount(v),
    },
    {
      title: '状态',
      key: 'state',
      render: (_, e) => (
        <>
          <Tag color={stateColor(e.is_check)}>{e.state_label.split('：')[0]}</Tag>
          {e.transcode && <TranscodeTag transcode={e.transcode} />}
        </>
      ),
    },
    { title: '提交时间', dataIndex: 'submitted_at', width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 90,
      render: (_, e) => (
        <Link to={paths.adminReviewDetail(e.kind, e.id)}>
          <Button size="small" type={e.is_check === 1 ? 'primary' : 'default'}>
            {e.is_check === 1 ? '审核' : '查看'}
          </Button>
        </Link>
      ),
    },
  ];

  return (
    <AdminListFrame<ReviewEntry>
      title="投稿审核"
      filters={
        <>
          <Select
            aria-label="状态"
            value={state}
            options={STATES}
            onChange={(v) => table.set({ state: v === 'pending' ? null : v })}
            style={{ width: 140 }}
          />
          <SelectFilter label="类型" value={kind} options={KINDS} onChange={(v) => table.set({ kind: v })} />
          <SearchFilter table={table} placeholder="投稿名称 / 创作者手机号" />
        </>
      }
      table={table}
      list={list}
      columns={columns}
      scrollX={900}
      rowKey={(e) => `${e.kind}:${e.id}`}
    />
  );
}
