import { Link } from 'react-router';
import { COURSE_ALL_HREF, PLUG_ALL_HREF } from '../../shared/layout/category-links.ts';
import './not-found.css';
import { paths } from '../../shared/paths.ts';

/** A friendly 404 with ways back into the site. */
export function NotFoundPage() {
  return (
    <div className="container not-found">
      <div className="not-found__code" aria-hidden="true">
        404
      </div>
      <h1 className="not-found__title">页面不存在</h1>
      <p className="not-found__text">您访问的页面不存在或已被移除，换个地方看看吧。</p>
      <nav className="not-found__links" aria-label="常用入口">
        <Link to={paths.home()} className="not-found__primary">
          返回首页
        </Link>
        <Link to={COURSE_ALL_HREF}>课程</Link>
        <Link to={PLUG_ALL_HREF}>插件</Link>
        <Link to={paths.goodsList()}>素材</Link>
        <Link to={paths.help({ type: 'question' })}>常见问题</Link>
      </nav>
    </div>
  );
}
