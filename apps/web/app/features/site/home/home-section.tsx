import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One home section (000 §2.4): a title, a 'more +' link to the section route, and its content. */
export function HomeSection({
  title,
  moreTo,
  children,
}: {
  title: string;
  moreTo: string;
  children: ReactNode;
}) {
  return (
    <section className="home-section container">
      <header className="home-section__head">
        <h2 className="home-section__title">{title}</h2>
        <Link to={moreTo} className="home-section__more">
          more +
        </Link>
      </header>
      {children}
    </section>
  );
}

/** Honest placeholder until the catalogue fills the section. */
export function ComingSoon() {
  return <div className="home-section__soon">内容即将上线</div>;
}
