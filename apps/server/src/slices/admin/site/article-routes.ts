import type { Answer, CallData } from '@app/contract';
import type { App, AppContext } from '../../../app-context.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { ok } from '../../../http/answer.ts';
import type { StaffActor } from '../audit.ts';
import type { RouteInput } from '../../../http/route.ts';
import { staffRoute, type StaffContext } from '../staff-route.ts';

/** One article kind's back-office store (news-store, ai-news-store). */
export interface ArticleStore<Row, Query, Input> {
  list(db: DbOrTx, query: Query): Promise<{ rows: Row[]; total: number }>;
  read(db: DbOrTx, id: number): Promise<Row>;
  create(db: Db, actor: StaffActor, input: Input): Promise<number>;
  update(db: Db, actor: StaffActor, id: number, input: Input): Promise<unknown>;
  setPublished(db: Db, actor: StaffActor, id: number, published: boolean): Promise<unknown>;
  remove(db: Db, actor: StaffActor, id: number): Promise<void>;
}

/** The `msg` of each write; each kind says 发布 / 下线 / 删除 in its own words. */
export interface ArticleMessages {
  saved: string;
  published: string;
  unpublished: string;
  deleted: string;
}

interface WithDb {
  ctx: AppContext;
}
interface WithId {
  params: { id: number };
}
interface ByStaff {
  ctx: AppContext;
  staff: StaffContext;
}

/**
 * The handlers of the site's two article kinds (资讯, AI 资讯): list without bodies, detail, create, edit,
 * publish or take down, delete. Each write answers the article as it now stands. Each kind binds them to its
 * own contract calls with registerArticleRoutes.
 */
export function articleHandlers<Row, Detail extends { content: string }, Query, Input>(
  store: ArticleStore<Row, Query, Input>,
  present: (row: Row) => Detail,
  messages: ArticleMessages,
) {
  const current = async (db: DbOrTx, id: number) => present(await store.read(db, id));
  return {
    list: async ({ query, ctx }: WithDb & { query: Query }) => {
      const page = await store.list(ctx.db, query);
      return ok({
        list: page.rows.map((r) => {
          const { content: _content, ...item } = present(r);
          return item;
        }),
        total: page.total,
      });
    },
    detail: async ({ params, ctx }: WithDb & WithId) => ok(await current(ctx.db, params.id)),
    create: async ({ body, ctx, staff }: ByStaff & { body: Input }) => {
      const id = await store.create(ctx.db, staff.actor, body);
      return ok(await current(ctx.db, id), messages.saved);
    },
    update: async ({ params, body, ctx, staff }: ByStaff & WithId & { body: Input }) => {
      await store.update(ctx.db, staff.actor, params.id, body);
      return ok(await current(ctx.db, params.id), messages.saved);
    },
    publish: async ({ params, body, ctx, staff }: ByStaff & WithId & { body: { published: boolean } }) => {
      await store.setPublished(ctx.db, staff.actor, params.id, body.published);
      return ok(await current(ctx.db, params.id), body.published ? messages.published : messages.unpublished);
    },
    remove: async ({ params, ctx, staff }: ByStaff & WithId) => {
      await store.remove(ctx.db, staff.actor, params.id);
      return ok(null, messages.deleted);
    },
  };
}

type ArticleHandlers = ReturnType<typeof articleHandlers>;
type ArticleName = keyof ArticleHandlers;
type ArticleCalls = Record<ArticleName, Parameters<typeof staffRoute>[1]>;

/**
 * Registers one article kind's handlers on its calls (site area: editor, admin). The mapped type checks each
 * handler against its own call's input and answer, as a direct staffRoute would.
 */
export function registerArticleRoutes<C extends ArticleCalls>(
  app: App,
  calls: C,
  handlers: {
    [N in ArticleName]: (
      input: RouteInput<C[N], null> & { staff: StaffContext },
    ) => Promise<Answer<CallData<C[N]>>>;
  },
): void {
  for (const name of Object.keys(handlers) as ArticleName[])
    // Checked per call in the signature; one loop cannot name each call's own types.
    staffRoute(app, calls[name], 'site', handlers[name] as Parameters<typeof staffRoute>[3]);
}
