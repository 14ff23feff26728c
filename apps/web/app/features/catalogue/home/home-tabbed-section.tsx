import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AnyCall } from '../../../shared/api/client.ts';
import { apiQuery } from '../../../shared/api/query.ts';
import { PlainTabs } from '../../../shared/ui/plain-tabs.tsx';
import { CardScroller } from './card-scroller.tsx';

/**
 * A home section (000 §2.4): title, 'more +' to its route, and a content area. Its links are plain anchors
 * that home-page.tsx's one click handler navigates in the app.
 */
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
        <a href={moreTo} className="home-block__more">
          more +
        </a>
      </header>
      {children}
    </section>
  );
}

interface HomeGroup<T> {
  name: string;
  list: T[];
}

interface HomeTabbedSectionProps<T> {
  title: string;
  moreTo: string;
  /** The groups with cards; only the first carries its cards when it comes from the server. */
  groups: HomeGroup<T>[];
  /** The section's call, asked (guest-cached) for the other groups' cards (load-home.ts firstGroupOnly). */
  allGroupsCall: AnyCall;
  itemKey: (item: T) => number;
  renderCard: (item: T) => ReactNode;
}

/**
 * One tab per group, each a card carousel. Only the open group is rendered, and the server sends only the
 * first group's cards: the others arrive with one (cached) call when the pointer or focus reaches the
 * tabs, before the click in most cases. Each group's full list is one 'more +' away.
 */
export function HomeTabbedSection<T>({
  title,
  moreTo,
  groups,
  allGroupsCall,
  itemKey,
  renderCard,
}: HomeTabbedSectionProps<T>) {
  const [wanted, setWanted] = useState(false);
  const all = useQuery({ ...apiQuery(allGroupsCall, {}), enabled: wanted });
  const fetched = (all.data as HomeGroup<T>[] | undefined)?.filter((group) => group.list.length > 0);
  const shown = fetched && fetched.length > 0 ? fetched : groups;
  return (
    <HomeSectionFrame title={title} moreTo={moreTo}>
      {shown.length === 0 ? (
        <div className="home-block__empty">
          暂无{title}，去 <a href={moreTo}>{title}频道</a> 看看
        </div>
      ) : (
        <PlainTabs
          className="home-block__tabs"
          onIntent={() => setWanted(true)}
          items={shown.map((group, index) => ({
            key: String(index),
            label: group.name,
            children:
              group.list.length === 0 ? (
                <GroupPending failed={all.isError} onRetry={() => void all.refetch()} />
              ) : (
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

/** A tab whose cards are still on their way (or could not be fetched). */
function GroupPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <div className="home-block__empty" aria-busy={!failed} role="status">
      {failed ? (
        <>
          加载失败，
          <button type="button" className="home-block__retry" onClick={onRetry}>
            重试
          </button>
        </>
      ) : (
        '加载中…'
      )}
    </div>
  );
}
