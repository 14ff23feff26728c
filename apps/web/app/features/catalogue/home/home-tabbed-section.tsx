import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardScroller } from './card-scroller.tsx';

/** A home section (000 §2.4): title, 'more +' to its route, and a content area. */
export function HomeSectionFrame({
  title,
  moreTo,
  children,
}: {
  title: string;
  moreTo: string;
  children: ReactNode;
}) {
  return (
    <section className="home-block container" aria-label={title}>
      <header className="home-block__head">
        <h2 className="home-block__title">{title}</h2>
        <Link to={moreTo} className="home-block__more">
          more +
        </Link>
      </header>
      {children}
    </section>
  );
}

interface HomeTabbedSectionProps<T> {
  title: string;
  moreTo: string;
  groups: { name: string; list: T[] }[];
  itemKey: (item: T) => number;
  renderCard: (item: T) => ReactNode;
}

/** One tab per server-provided group, each a card carousel. Every group is in the server HTML. */
export function HomeTabbedSection<T>({
  title,
  moreTo,
  groups,
  itemKey,
  renderCard,
}: HomeTabbedSectionProps<T>) {
  const filled = groups.filter((group) => group.list.length > 0);
  return (
    <HomeSectionFrame title={title} moreTo={moreTo}>
      {filled.length === 0 ? (
        <div className="home-block__empty">
          暂无{title}，去 <Link to={moreTo}>{title}频道</Link> 看看
        </div>
      ) : (
        <Tabs
          className="home-block__tabs"
          items={filled.map((group, index) => ({
            key: String(index),
            label: group.name,
            forceRender: true,
            children: (
              <CardScroller label={`${title} · ${group.name}`}>
                {group.list.map((item) => (
                  <div key={itemKey(item)} className="card-scroller__item" role="listitem">
                    {renderCard(item)}
                  </div>
                ))}
              </CardScroller>
            ),
          }))}
        />
      )}
    </HomeSectionFrame>
  );
}
