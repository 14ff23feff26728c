import {
  CONTRIBUTION_KIND_LABELS,
  CONTRIBUTION_KINDS,
  contributionMessages,
  creatorCalls,
  formatPhotons,
  PageSize,
  type ContributionEntry,
  type ContributionKind,
} from '@app/contract/web';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Button, Input, Modal, Select, Space, Spin, Tabs, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../shared/api/query.ts';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import { paths } from '../../shared/paths.ts';
import { useMe } from '../../shared/session/use-me.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../shared/ui/list-pagination.tsx';
import { ContributionForm } from './contribution-form.tsx';
import { CategorySelect } from './category-select.tsx';
import { categoryOptions } from './creator-rules.ts';
import './creator.css';

const TOP_TABS = [
  { key: 'learn', label: '我的学习' },
  { key: 'collect', label: '我的收藏' },
  { key: 'upload', label: '我的上传' },
  { key: 'putlist', label: '投稿管理' },
];
const CHECK_FILTERS = [
  { value: 1, label: '进行中' },
  { value: 2, label: '已通过' },
  { value: 3, label: '未通过' },
];
type Filter = { status?: number; isCheck?: number; name?: string; cateId?: number };
type Editing = { entry: ContributionEntry | null; reload: boolean } | null;

const TRANSCODE_POLL_MS = 3000;
const isTranscoding = (entry: ContributionEntry) =>
  entry.transcode?.state === 'uploaded' || entry.transcode?.state === 'transcoding';

const labelColor = (entry: ContributionEntry) =>
  entry.status === 0
    ? 'default'
    : entry.is_check === 2
      ? 'success'
      : entry.is_check === 3
        ? 'error'
        : 'processing';

/**
 * 我的投稿 (001 §2.14): kind tabs, 全部稿件 / 草稿, search, review filters, a category select, the sort
 * select (submission time), 10 a page with cover, name, price, time and state label; 编辑 / 删除 while not
 * approved, versions-only 编辑 for an approved plugin. Members with the kind's creator flag may add new ones.
 * ?kind=&id= (after 立即发布 on 我的上传, or here) opens that tab and marks that entry, scrolled into view.
 */
export function ContributePage() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { me } = useMe();
  const [params] = useSearchParams();
  const askedKind = params.get('kind');
  const [kind, setKind] = useState<ContributionKind>(
    CONTRIBUTION_KINDS.find((k) => k === askedKind) ?? 'course',
  );
  const [focusId, setFocusId] = useState(() => Number(params.get('id')) || null);
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const list = useApiQuery(
    creatorCalls.listPuts,
    { params: { kind }, query: { ...filter, sort: 'time', page, limit: PageSize.contributions } },
    {
      placeholderData: keepPreviousData,
      staleTime: 0,
      enabled: Boolean(me),
      // A submitted course video transcodes in the background: its progress moves while the page is open.
      refetchInterval: (query) =>
        query.state.data?.data.some((entry) => isTranscoding(entry)) ? TRANSCODE_POLL_MS : false,
    },
  );
  const categories = useApiQuery(
    creatorCalls.creatorCategories,
    { query: { catetype: kind } },
    { enabled: Boolean(me) },
  );
  const options = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  const remove = useApiMutation(creatorCalls.deletePut, {
    success: true,
    invalidates: [apiKeyPrefix(creatorCalls.listPuts)],
  });
  const allowed = me ? me[kind] : false;

  const apply = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };
  const confirmDelete = (entry: ContributionEntry) =>
    modal.confirm({
      title: '删除',
      content: '确定进行[删除]操作?',
      okText: '确定',
      cancelText: '取消',
      onOk: () => remove.run({ params: { kind }, query: { id: entry.id } }),
    });

  const entries = list.data?.data ?? [];
  const focusShown = entries.some((entry) => entry.id === focusId);
  useEffect(() => {
    if (focusShown) document.getElementById(`cr-item-${focusId}`)?.scrollIntoView({ block: 'center' });
  }, [focusShown, focusId]);
  return (
    <div className="cr-page">
      <h2 className="uc-page-title">我的投稿</h2>
      <Tabs
        activeKey="putlist"
        onChange={(key) => key !== 'putlist' && navigate(paths.userCourse({ type: key }))}
        items={TOP_TABS}
      />
      <Tabs
        activeKey={kind}
        onChange={(next) => {
          setKind(next as ContributionKind);
          setFocusId(null);
          apply({});
          setSearch('');
        }}
        items={CONTRIBUTION_KINDS.map((k) => ({ key: k, label: CONTRIBUTION_KIND_LABELS[k] }))}
      />
      <div className="cr-filters">
        <Space wrap>
          <Button
            type={filter.status === undefined && filter.isCheck === undefined ? 'primary' : 'default'}
            onClick={() => apply({ ...filter, status: undefined, isCheck: undefined })}
          >
            全部稿件
          </Button>
          <Button
            type={filter.status === 0 ? 'primary' : 'default'}
            onClick={() => apply({ ...filter, status: 0, isCheck: undefined })}
          >
            草稿
          </Button>
          <Input.Search
            placeholder="搜索稿件"
            aria-label="搜索稿件"
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(name) => apply({ ...filter, name: name.trim() || undefined })}
            style={{ width: 200 }}
          />
          {CHECK_FILTERS.map((f) => (
            <Button
              key={f.value}
              type={filter.isCheck === f.value ? 'primary' : 'default'}
              onClick={() => apply({ ...filter, status: undefined, isCheck: f.value })}
            >
              {f.label}
            </Button>
          ))}
          <CategorySelect
            allowClear
            placeholder="全部分类"
            aria-label="按分类筛选"
            style={{ width: 200 }}
            groups={options}
            value={filter.cateId}
            onChange={(cateId?: number) => apply({ ...filter, cateId })}
          />
          <Select
            value="time"
            style={{ width: 150 }}
            options={[{ value: 'time', label: '按投稿时间排序' }]}
            aria-label="排序"
          />
          {allowed ? (
            <Button type="primary" onClick={() => setEditing({ entry: null, reload: false })}>
              {`新建${CONTRIBUTION_KIND_LABELS[kind]}`}
            </Button>
          ) : (
            me && <span className="cr-no-permission">{contributionMessages.noPermission}</span>
          )}
        </Space>
      </div>
      {!list.data ? (
        <div className="cr-loading">
          <Spin />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState description="还没有稿件" />
      ) : (
        <ul className="cr-items" aria-label="稿件列表">
          {entries.map((entry) => (
            <li
              key={entry.id}
              id={`cr-item-${entry.id}`}
              className={entry.id === focusId ? 'cr-item is-focus' : 'cr-item'}
              aria-current={entry.id === focusId ? 'true' : undefined}
            >
              {entry.cover ? (
                <img className="cr-item__cover" src={entry.cover} alt="" />
              ) : (
                <div className="cr-item__cover" />
              )}
              <div className="cr-item__body">
                <div className="cr-item__name">{entry.name || '（未命名）'}</div>
                <div className="cr-item__meta">
                  <span>金额(光子)：{formatPhotons(entry.price)}</span>
                  <span>投稿时间：{entry.created_at}</span>
                  {entry.transcode && entry.transcode.state !== 'ready' && (
                    <span>
                      视频转码：{entry.transcode.state === 'failed' ? '失败' : `${entry.transcode.progress}%`}
                    </span>
                  )}
                </div>
                <Tag color={labelColor(entry)} className="cr-item__state">
                  {entry.state_label}
                </Tag>
              </div>
              <Space className="cr-item__actions">
                {entry.can_edit && (
                  <Button size="small" onClick={() => setEditing({ entry, reload: false })}>
                    编辑
                  </Button>
                )}
                {entry.can_edit_versions && (
                  <Button size="small" onClick={() => setEditing({ entry, reload: true })}>
                    编辑
                  </Button>
                )}
                {entry.can_delete && (
                  <Button size="small" danger onClick={() => confirmDelete(entry)}>
                    删除
                  </Button>
                )}
              </Space>
            </li>
          ))}
        </ul>
      )}
      <ListPagination
        current={page}
        pageSize={PageSize.contributions}
        total={list.data?.total ?? 0}
        onChange={setPage}
      />
      <Modal
        title={editing?.reload ? '编辑插件' : editing?.entry ? '编辑稿件' : CONTRIBUTION_KIND_LABELS[kind]}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        footer={null}
        width={860}
        destroyOnHidden
        mask={{ closable: false }}
      >
        {editing && (
          <ContributionForm
            kind={kind}
            entry={editing.entry}
            reload={editing.reload}
            onDone={({ id }) => {
              setEditing(null);
              setFocusId(id);
            }}
          />
        )}
      </Modal>
    </div>
  );
}
