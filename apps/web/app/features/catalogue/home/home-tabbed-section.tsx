import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlainTabs } from '../../../shared/ui/plain-tabs.tsx';
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

/**
 * One tab per server-provided group, each a card carousel. Only the open group is rendered (on the server
 * too): the others are built when their tab is first chosen, from data the page already has. Rendering
 * every group up front made the home HTML and its server render several times larger for cards nobody sees
 * until they click; each group's full list is one 'more +' away.
 */
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
        <PlainTabs
          className="home-block__tabs"
          items={filled.map((group, index) => ({
            key: String(index),
            label: group.name,
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
