import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every route of spec 000 §2.2 and 001 §2.1. Route modules live in routes/ and stay thin: they read
 * params, load data and render a feature component from features/<slice>/.
 */
export default [
  layout('shared/layout/site-layout.tsx', [
    index('routes/home.tsx', { id: 'homeindex' }),
    route('index', 'routes/home.tsx', { id: 'index' }),
    // The product lists and the course page are plain elements too (their first load carries no antd;
    // the course page's comments bring it when their tab opens).
    route('course', 'routes/course-list.tsx'),
    route('plug', 'routes/plug-list.tsx'),
    route('periphery', 'routes/goods-list.tsx'),
    route('coursepage/:id', 'routes/course-page.tsx'),
    // Every other page uses antd: its provider comes with them, not with the shell (antd-layout.tsx).
    layout('shared/layout/antd-layout.tsx', [
      // account (guest-only pages redirect signed-in users to /user/info)
      route('login', 'routes/login.tsx'),
      route('register', 'routes/register.tsx'),
      route('verification', 'routes/verification.tsx'),
      route('forget', 'routes/forget.tsx'),
      route('reset-password', 'routes/reset-password.tsx'),
      route('email-verify', 'routes/email-verify.tsx'),
      // site
      route('help', 'routes/help.tsx', { id: 'help' }),
      route('about', 'routes/help.tsx', { id: 'about' }),
      // catalogue
      route('plug/:id', 'routes/plug-detail.tsx'),
      route('periphery/:id', 'routes/goods-detail.tsx'),
      route('news', 'routes/news-list.tsx'),
      route('news/:id', 'routes/news-detail.tsx'),
      route('search', 'routes/search.tsx'),
      // commerce
      route('payment', 'routes/payment.tsx'),
      route('payment-result', 'routes/payment-result.tsx'),
      // community: public profiles (decision: public, see docs/spec-decisions.md)
      route('userfans', 'routes/userfans-index.tsx'),
      route('userfans/:id', 'routes/userfans.tsx'),
      route('userfanslist/:id', 'routes/userfans-list.tsx'),
      route('attentionlist/:id', 'routes/attention-list.tsx'),
      // personal centre (login required)
      ...prefix('user', [
        layout('features/account/user-center-layout.tsx', [
          index('routes/user/index.tsx'),
          route('info', 'routes/user/info.tsx'),
          route('certification', 'routes/user/certification.tsx'),
          route('security', 'routes/user/security.tsx'),
          route('socialite', 'routes/user/socialite.tsx'),
          route('course', 'routes/user/course.tsx'),
          route('contribute', 'routes/user/contribute.tsx'),
          route('order', 'routes/user/order.tsx'),
          route('order/:id', 'routes/user/order-detail.tsx'),
          route('integral', 'routes/user/integral.tsx'),
          route('recharge', 'routes/user/recharge.tsx'),
          route('message', 'routes/user/message.tsx'),
          route('address', 'routes/user/address.tsx'),
        ]),
      ]),
      // development tools (absent in production builds' navigation; the API refuses in production)
      route('dev/outbox', 'routes/dev-outbox.tsx'),
    ]),
  ]),
  // AI area: noHeaderFooter (000 §2.1)
  route('ai', 'routes/ai/layout.tsx', [
    index('routes/ai/index.tsx'),
    route('gallery', 'routes/ai/gallery.tsx'),
    route('plug', 'routes/ai/plug.tsx'),
    route('chat', 'routes/ai/chat.tsx'),
    route('render', 'routes/ai/render.tsx'),
    route('news', 'routes/ai/news.tsx'),
    route('news/:id', 'routes/ai/news-detail.tsx'),
    route('vip', 'routes/ai/vip.tsx'),
  ]),
  // Back office (docs/spec-decisions.md "Back office"): client-rendered, staff sessions only; the server's
  // page cache keeps its fallback, the same for everyone.
  layout('routes/admin/client-only.tsx', [
    route('admin/login', 'routes/admin/login.tsx'),
    route('admin', 'routes/admin/layout.tsx', [
      index('routes/admin/index.tsx'),
      route('security', 'routes/admin/security.tsx'),
      route('review', 'routes/admin/review.tsx'),
      route('review/:kind/:id', 'routes/admin/review-detail.tsx'),
      route('invoices', 'routes/admin/invoices.tsx'),
      route('orders', 'routes/admin/orders.tsx'),
      route('orders/:id', 'routes/admin/order-detail.tsx'),
      route('orders/vip/:id', 'routes/admin/vip-order-detail.tsx'),
      route('recharges', 'routes/admin/recharges.tsx'),
      route('ledger', 'routes/admin/ledger.tsx'),
      route('members', 'routes/admin/members.tsx'),
      route('members/:id', 'routes/admin/member-detail.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('categories', 'routes/admin/categories.tsx'),
      route('courses', 'routes/admin/courses.tsx'),
      route('courses/:id', 'routes/admin/course-edit.tsx'),
      route('plugs', 'routes/admin/plugs.tsx'),
      route('plugs/:id', 'routes/admin/plug-edit.tsx'),
      route('goods', 'routes/admin/goods.tsx'),
      route('goods/:id', 'routes/admin/goods-edit.tsx'),
      route('news', 'routes/admin/news.tsx'),
      route('news/new', 'routes/admin/news-new.tsx'),
      route('news/:id', 'routes/admin/news-edit.tsx'),
      route('home-banners', 'routes/admin/home-banners.tsx'),
      route('vip-settings', 'routes/admin/vip-settings.tsx'),
      route('help-pages', 'routes/admin/help-pages.tsx'),
      route('ai-news', 'routes/admin/ai-news.tsx'),
      route('ai-news/new', 'routes/admin/ai-news-new.tsx'),
      route('ai-news/:id', 'routes/admin/ai-news-edit.tsx'),
      route('ai-gallery', 'routes/admin/ai-gallery.tsx'),
      route('ai-gallery/new', 'routes/admin/ai-gallery-new.tsx'),
      route('ai-gallery/:id', 'routes/admin/ai-gallery-edit.tsx'),
      route('ai-plug', 'routes/admin/ai-plug.tsx'),
      route('coupons', 'routes/admin/coupons.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
