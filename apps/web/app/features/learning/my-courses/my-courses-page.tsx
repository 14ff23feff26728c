import { learningCalls, learningMessages, PageSize } from '@app/contract/web';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { noUploadPermissionText, useSiteContact } from '../../../shared/layout/use-site-contact.ts';
import { useMe } from '../../../shared/session/use-me.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { MyCourseCard, MyMaterialCard, type CourseEntry, type ListEntry } from './my-course-cards.tsx';
import { MY_COURSE_TABS, pageFromQuery, tabFromQuery, type MyCoursesType } from './my-courses-rules.ts';
import './my-courses.css';

const EMPTY_TEXT: Record<MyCoursesType, string> = {
  learn: '还没有加入学习的课程，去课程中心看看吧',
  collect: '还没有收藏的课程',
  material: '还没有购买的素材',
};

/** The creator tabs of 001 §2.7 lead to the creator screens; 我的上传 is disabled without a creator flag. */
const CREATOR_TABS = [
  { key: 'upload', label: '我的上传' },
  { key: 'putlist', label: '投稿管理' },
];

type ListData = { lists: ListEntry[]; total: number };

/**
 * 我的课程 (001 §2.7): 我的学习 (progress, 继续学习), 我的收藏 (取消收藏, removed locally), 我的素材;
 * 10 a page. The tab and page live in the query (?type=collect&page=2), so the contribution screen can
 * link to a tab and a reload keeps the place.
 */
export function MyCoursesPage() {
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const type = tabFromQuery(search.get('type'));
  const page = pageFromQuery(search.get('page'));
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const contact = useSiteContact();
  const { token, me } = useMe();
  const creator = Boolean(me && (me.course || me.plug || me.goods));
  const navigate = useNavigate();
  const read = apiQuery(learningCalls.myCourses, {
    query: { type, limit: PageSize.myCourses, offset: page - 1 },
    token,
  });
  const list = useQuery({ ...read, placeholderData: keepPreviousData, staleTime: 0 });
  const collectCancel = useApiMutation(learningCalls.collectCancel, { success: true, refusal: 'warning' });

  function go(nextType: MyCoursesType, nextPage = 1) {
    const query = new URLSearchParams({ type: nextType });
    if (nextPage > 1) query.set('page', String(nextPage));
    setSearch(query, { replace: nextType === type });
  }

  /** 取消收藏 (001 §4 Favourites, §8): the entry leaves this page on success; no refetch. */
  async function cancelCollect(entry: CourseEntry) {
    if (!entry.id) return void message.warning(learningMessages.cancelNoId);
    setCancelling(entry.id);
    const result = await collectCancel.run({ body: { user_course_id: entry.id } });
    setCancelling(null);
    if (!result.ok) return;
    client.setQueryData<ListData>(read.queryKey, (old) =>
      old
        ? { lists: old.lists.filter((item) => item.id !== entry.id), total: Math.max(0, old.total - 1) }
        : old,
    );
  }

  const entries = list.isPlaceholderData ? [] : (list.data?.lists ?? []);
  return (
    <>
      <h2 className="uc-page-title">我的课程</h2>
      <Tabs
        className="my-courses__tabs"
        activeKey={type}
        onChange={(next) =>
          next === 'putlist'
            ? navigate(paths.userContribute())
            : next === 'upload'
              ? navigate(paths.userCourse({ type: 'upload' }))
              : go(tabFromQuery(next))
        }
        items={[
          ...MY_COURSE_TABS.map((tab) => ({ key: tab.type, label: tab.label })),
          ...CREATOR_TABS.map((tab) => ({
            key: tab.key,
            disabled: tab.key === 'upload' && !creator,
            label:
              tab.key === 'upload' && !creator ? (
                <span title={noUploadPermissionText(contact)}>{tab.label}</span>
              ) : (
                tab.label
              ),
          })),
        ]}
      />
      {list.isError ? (
        <EmptyState description={list.error.message} />
      ) : !list.data || list.isPlaceholderData ? (
        <div className="my-courses__loading">
          <Spin />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState description={EMPTY_TEXT[type]} />
      ) : (
        <ul className="my-courses__grid" aria-label={MY_COURSE_TABS.find((tab) => tab.type === type)?.label}>
          {entries.map((entry) =>
            'course' in entry ? (
              <MyCourseCard
                key={entry.id}
                entry={entry}
                kind={type === 'collect' ? 'collect' : 'learn'}
                cancelling={cancelling === entry.id}
                onCancelCollect={() => void cancelCollect(entry)}
              />
            ) : (
              <MyMaterialCard key={entry.id} entry={entry} />
            ),
          )}
        </ul>
      )}
      <ListPagination
        current={page}
        pageSize={PageSize.myCourses}
        total={list.data?.total ?? 0}
        onChange={(next) => go(type, next)}
      />
    </>
  );
}
