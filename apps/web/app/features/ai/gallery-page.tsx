import { StarFilled, StarOutlined } from '@ant-design/icons';
import { aiCalls, AiPageSize, Code, type GalleryItem } from '@app/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiKeyPrefix, useApiQuery } from '../../shared/api/query.ts';
import { useApiMutation } from '../../shared/api/use-api-mutation.ts';
import { useMe } from '../../shared/session/use-me.ts';
import { paths } from '../../shared/paths.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { FallbackImage } from '../../shared/ui/fallback-image.tsx';
import { ListPagination } from '../../shared/ui/list-pagination.tsx';
import './ai-pages.css';
import { pageFromQuery } from './ai-rules.ts';
import { WorkDialog } from './work-dialog.tsx';

/** The wait before a guest who tried to like is taken to /login (002 §8, §9). */
export const LOGIN_REDIRECT_MS = 1000;
export const LOGIN_FIRST = '请先登录后再点赞';

/**
 * The works gallery (002 §2 /ai/gallery): category tabs, a 5-column waterfall of works with author and likes,
 * a paginator. The star toggles a like; a guest is told to log in and taken to /login after 1 s. Clicking a
 * picture opens the work's detail dialog (large picture, prompt, author, a viewer over all its pictures).
 */
export function GalleryPage() {
  const [search, setSearch] = useSearchParams();
  const cateId = Number(search.get('cate')) || 0;
  const page = pageFromQuery(search.get('page'));
  const body = { cate_id: cateId, offset: page - 1, limit: AiPageSize.gallery };
  const gallery = useApiQuery(aiCalls.gallery, { body });
  const cates = gallery.data?.cates ?? [];

  const go = (next: { cate?: number; page?: number }) => {
    const params = new URLSearchParams();
    const cate = next.cate ?? cateId;
    if (cate) params.set('cate', String(cate));
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  return (
    <div className="ai-page">
      <h1 className="ai-page__title">作品集</h1>
      <nav className="ai-tabs" aria-label="作品分类">
        {[{ id: 0, name: '全部' }, ...cates].map((cate) => (
          <button
            key={cate.id}
            type="button"
            className={`ai-tab${cate.id === cateId ? ' is-active' : ''}`}
            aria-pressed={cate.id === cateId}
            onClick={() => go({ cate: cate.id })}
          >
            {cate.name}
          </button>
        ))}
      </nav>
      {gallery.isPending ? (
        <div className="ai-page__loading">
          <Spin />
        </div>
      ) : !gallery.data || gallery.data.list.length === 0 ? (
        <EmptyState description={gallery.error ? gallery.error.message : '暂无数据'} />
      ) : (
        <>
          <div className="ai-gallery">
            {gallery.data.list.map((work) => (
              <WorkCard key={work.id} work={work} />
            ))}
          </div>
          <ListPagination
            current={page}
            pageSize={AiPageSize.gallery}
            total={gallery.data.total}
            onChange={(p) => go({ page: p })}
          />
        </>
      )}
    </div>
  );
}

function WorkCard({ work }: { work: GalleryItem }) {
  const { message } = App.useApp();
  const { signedIn } = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState(false);
  const like = useApiMutation(aiCalls.galleryLike);

  async function toggle() {
    if (!signedIn) {
      void message.warning(LOGIN_FIRST);
      setTimeout(() => navigate(paths.login({ redirect: paths.aiGallery() })), LOGIN_REDIRECT_MS);
      return;
    }
    const result = await like.run(
      { body: { id: work.id }, quiet4001: true },
      {
        [Code.unauthenticated]: (answer) => {
          void message.warning(answer.msg);
          setTimeout(() => navigate(paths.login({ redirect: paths.aiGallery() })), LOGIN_REDIRECT_MS);
        },
      },
    );
    if (result.ok) await queryClient.invalidateQueries({ queryKey: apiKeyPrefix(aiCalls.gallery) });
  }

  return (
    <article className="ai-work">
      <button
        type="button"
        className="ai-work__cover"
        onClick={() => setViewing(true)}
        aria-label={`查看${work.title}`}
      >
        <FallbackImage src={work.cover} alt="加载失败" loading="lazy" />
      </button>
      <WorkDialog work={work} open={viewing} onClose={() => setViewing(false)} />
      <div className="ai-work__meta">
        <span className="ai-work__author">
          {/* Decorative: the author's name follows. */}
          <Avatar size={24} src={work.author.avatar || undefined} alt="">
            {work.author.name.slice(0, 1)}
          </Avatar>
          <span>{work.author.name}</span>
        </span>
        <button
          type="button"
          className={`ai-work__like${work.like ? ' is-liked' : ''}`}
          onClick={() => void toggle()}
          disabled={like.pending}
          aria-pressed={work.like}
          // The visible count is part of the name (a name should contain what is shown).
          aria-label={`${work.like ? '取消点赞' : '点赞'} ${work.like_count}`}
        >
          {work.like ? <StarFilled /> : <StarOutlined />}
          <span className="ai-work__count">{work.like_count}</span>
        </button>
      </div>
    </article>
  );
}
