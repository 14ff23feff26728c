import { aiCalls, aiMessages, Code, decimalToAmount, isVipActive } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { findMemberById, requireMember } from '../../kernel/members/index.ts';
import { toggleGalleryLike } from '../catalogue/index.ts';
import { buyVip } from './buy-vip.ts';
import { registerAiChatRoutes } from './chat-routes.ts';
import { listAiNews } from './list-ai-news.ts';
import { listGallery, listGalleryCates } from './list-gallery.ts';
import { presentAiNewsDetail, presentAiNewsItem, presentAiPlug } from './present-ai.ts';
import { presentGalleryItem } from './present-gallery.ts';
import { readAiNewsDetail } from './read-ai-news-detail.ts';
import { countAiPlugDownload, readAiPlug } from './read-ai-plug.ts';
import { GUEST_VIP_STATUS, presentVip, readVipStatus } from './read-vip-status.ts';
import { readVipSettings } from './vip-settings.ts';
import { aiBackendsOf, vipOffer, vipPageSettings } from './vip-offer.ts';
import { registerRenderRoutes } from './render-routes.ts';

/**
 * AI plugin downloads are a VIP right (docs/spec-decisions.md): an active VIP, permanent or until endtime.
 */
async function mayDownloadAiPlug(app: App, userId: number | null, now: Date): Promise<boolean> {
  if (userId === null) return false;
  const member = await findMemberById(app.ctx.db, userId);
  return member !== null && isVipActive({ permanent: member.vipPermanent, endsAt: member.vipEndtime }, now);
}

/**
 * The AI area's calls (002 §7): gallery and likes, AI plugin, VIP status, balance, AI news, VIP settings and
 * purchase.
 */
export function registerAiRoutes(app: App): void {
  route(app, aiCalls.gallery, async ({ ctx, body, user }) => {
    const [cates, page] = await Promise.all([
      listGalleryCates(ctx.db),
      listGallery(ctx.db, {
        limit: body.limit,
        page: body.offset,
        cateId: body.cate_id,
        userId: user?.id ?? null,
      }),
    ]);
    return ok({ cates, total: page.total, list: page.rows.map(presentGalleryItem) });
  });

  route(app, aiCalls.galleryLike, async ({ ctx, body, user }) => {
    const state = await toggleGalleryLike(ctx.db, body.id, user.id);
    if (!state) throw new DomainError(Code.notFound, aiMessages.workNotFound);
    return ok(
      { like: state.like, like_count: state.likeCount },
      state.like ? aiMessages.liked : aiMessages.unliked,
    );
  });

  route(app, aiCalls.plug, async ({ ctx, user }) => {
    const [data, mayDownload] = await Promise.all([
      readAiPlug(ctx.db),
      mayDownloadAiPlug(app, user?.id ?? null, new Date()),
    ]);
    return ok(await presentAiPlug(data, mayDownload, ctx.services.storage));
  });

  route(app, aiCalls.plugDownload, async ({ ctx, body, user }) => {
    if (!(await mayDownloadAiPlug(app, user.id, new Date())))
      throw new DomainError(Code.forbidden, aiMessages.noPermission);
    return ok({ count: await countAiPlugDownload(ctx.db, body.type) }, aiMessages.countOk);
  });

  // The AI area is public and 002 §8 sends any 4001 to the login page: a guest is told "not a VIP, no free
  // uses, no balance" — what the page renders for a visitor — not refused.
  route(app, aiCalls.vipStatus, async ({ ctx, user }) => {
    if (!user) return ok(GUEST_VIP_STATUS);
    const member = await requireMember(ctx.db, user);
    return ok(await readVipStatus(ctx.db, member, new Date()));
  });

  route(app, aiCalls.balance, async ({ ctx, user }) => {
    if (!user) return ok(0);
    const member = await requireMember(ctx.db, user);
    return ok(decimalToAmount(member.integral));
  });

  route(app, aiCalls.news, async ({ ctx, body }) => {
    const page = await listAiNews(ctx.db, {
      limit: body.limit,
      page: body.offset,
      cate: body.cate,
      keywords: body.keywords,
    });
    return ok({ list: page.rows.map(presentAiNewsItem), total: page.total });
  });

  route(app, aiCalls.newsDetail, async ({ ctx, params }) => {
    const data = await readAiNewsDetail(ctx.db, params.id);
    if (!data) throw new DomainError(Code.notFound, aiMessages.newsNotFound);
    return ok(presentAiNewsDetail(data));
  });

  // The spec writes the settings path with a trailing slash; both spellings answer.
  for (const path of [aiCalls.vipSetting.path, aiCalls.vipSetting.path.replace(/\/$/, '')])
    route(
      app,
      { ...aiCalls.vipSetting, path },
      async ({ ctx }) => ok(vipPageSettings(await readVipSettings(ctx.db), vipOffer(aiBackendsOf(ctx)))),
      { guestCache: true },
    );

  route(app, aiCalls.buy, async ({ ctx, body, user }) => {
    const bought = await buyVip(ctx.db, user.id, body.price, vipOffer(aiBackendsOf(ctx)));
    const vip = presentVip({ vipPermanent: bought.permanent, vipEndtime: bought.endsAt })!;
    // A repeat inside the double-click window bought nothing: say so rather than 开通成功 (docs/spec-decisions.md
    // "…uploads, links, repeated purchases").
    return ok(vip, bought.charged ? aiMessages.bought : aiMessages.boughtAlready);
  });

  registerAiChatRoutes(app);
  registerRenderRoutes(app);
}
