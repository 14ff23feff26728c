import type { CourseDetailData, NewsItem } from '@app/contract/web';
import { Link } from 'react-router';
import { FollowPlus } from '../../../shared/follow/follow-plus.tsx';
import { paths } from '../../../shared/paths.ts';
import { Avatar } from '../../../shared/ui/avatar.tsx';
import { PlainCarousel } from '../../../shared/ui/plain-carousel.tsx';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';

/** News carousel autoplay interval (000 §9). */
const NEWS_AUTOPLAY_MS = 5000;

export interface RecommendedCourse {
  id: number;
  images: string;
  name: string;
  explain: string;
}

interface CourseAsideProps {
  data: CourseDetailData;
  news: NewsItem[];
  courses: RecommendedCourse[];
  onFollowed: (userId: number) => void;
}

/**
 * The right column (000 §2.7): the teacher card with follow, the news carousel, recommended teachers
 * (each with follow) and recommended courses. The follow control hides itself on the viewer's own card.
 */
export function CourseAside({ data, news, courses, onFollowed }: CourseAsideProps) {
  const teacher = data.course.suggest_user;
  return (
    <aside className="course-aside">
      {teacher && (
        <section className="aside-card">
          <h3 className="aside-card__title">讲师</h3>
          <div className="teacher-card">
            <Link to={paths.profile(teacher.id)} className="teacher-card__person">
              <Avatar size={56} src={teacher.avatar} />
              <span className="teacher-card__name">{teacher.name}</span>
            </Link>
            {data.course.user_id !== data.user.id && (
              <FollowPlus
                userId={teacher.id}
                nofans={data.course.nofans}
                onFollowed={() => onFollowed(teacher.id)}
              />
            )}
          </div>
          {teacher.sign && <p className="teacher-card__sign">{teacher.sign}</p>}
        </section>
      )}

      <section className="aside-card">
        <h3 className="aside-card__title">新闻资讯</h3>
        {news.length === 0 ? (
          <p className="aside-card__empty">暂无新闻</p>
        ) : (
          <PlainCarousel autoplayMs={NEWS_AUTOPLAY_MS} label="新闻资讯" className="aside-news">
            {news.map((item) => (
              <div key={item.id}>
                <Link draggable={false} to={paths.news(item.id)} className="aside-news__slide">
                  <FallbackImage src={item.images} alt="" className="aside-news__image" loading="lazy" />
                  <span className="aside-news__title">{item.title}</span>
                </Link>
              </div>
            ))}
          </PlainCarousel>
        )}
      </section>

      {data.teachers.length > 0 && (
        <section className="aside-card">
          <h3 className="aside-card__title">推荐讲师</h3>
          <ul className="aside-teachers">
            {data.teachers.map((person) => (
              <li key={person.id} className="aside-teachers__item">
                <Link to={paths.profile(person.id)} className="aside-teachers__person">
                  <Avatar size={40} src={person.avatar} />
                  <span className="aside-teachers__text">
                    <span className="aside-teachers__name">{person.name}</span>
                    {person.sign && <span className="aside-teachers__sign">{person.sign}</span>}
                  </span>
                </Link>
                <FollowPlus
                  userId={person.id}
                  nofans={person.nofans}
                  onFollowed={() => onFollowed(person.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {courses.length > 0 && (
        <section className="aside-card">
          <h3 className="aside-card__title">推荐课程</h3>
          <ul className="aside-courses">
            {courses.map((course) => (
              <li key={course.id}>
                <Link to={paths.course(course.id)} className="aside-courses__item">
                  <FallbackImage
                    src={course.images}
                    alt={course.name}
                    className="aside-courses__image"
                    loading="lazy"
                  />
                  <span className="aside-courses__text">
                    <span className="aside-courses__name">{course.name}</span>
                    <span className="aside-courses__explain">{course.explain}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
