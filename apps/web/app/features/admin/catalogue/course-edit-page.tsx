import { adminCatalogueCalls, type AdminCourse } from '@app/contract/web';
import { Form } from 'antd';
import { apiKeyPrefix, useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { CourseLessons, outlineTranscoding } from './course-lessons.tsx';
import { SiteRichEditor } from '../site/site-rich-editor.tsx';
import { ItemEditFrame, type ItemKind } from '../item-edit/item-edit-frame.tsx';
import {
  AuthorField,
  CategoryField,
  CoverItem,
  PhotonItem,
  PriceFields,
  SummaryField,
  TagsField,
} from '../item-edit/item-fields.tsx';
import { CourseAdsCard } from './course-ads-card.tsx';

interface Values {
  name: string;
  images: string;
  cate_id: number;
  price: string;
  market_price: string;
  has_discount: boolean;
  discount_price: string;
  explain: string;
  author: string;
  tags: string[];
  intro: string;
}

const valuesOf = (c: AdminCourse): Values => ({
  name: c.name,
  images: c.images,
  cate_id: c.cate_id,
  price: String(c.price),
  market_price: String(c.market_price),
  has_discount: c.has_discount,
  discount_price: String(c.discount_price),
  explain: c.explain,
  author: c.author,
  tags: c.tags,
  intro: c.intro,
});

const COURSE: ItemKind<AdminCourse, Values> = {
  noun: '课程',
  formName: 'course',
  backTo: paths.adminCourses(),
  publicPath: (c) => paths.course(c.id),
  buyersKeep: '仍可学习',
  valuesOf,
};

/** One course: every field the public pages show, the shelf state, and its chapters and lessons. */
export function CourseEditPage({ id }: { id: string }) {
  const params = { id };
  const invalidates = [apiKeyPrefix(adminCatalogueCalls.course), apiKeyPrefix(adminCatalogueCalls.courses)];
  // While a lesson video transcodes the outline refreshes itself, so its state and progress move on.
  const detail = useApiQuery(
    adminCatalogueCalls.course,
    { params },
    { refetchInterval: (query) => (outlineTranscoding(query.state.data) ? 3000 : false) },
  );
  const shelf = useApiMutation(adminCatalogueCalls.setCourseShelf, { success: true, invalidates });
  const save = useApiMutation(adminCatalogueCalls.saveCourse, { success: true, invalidates });
  return (
    <ItemEditFrame
      kind={COURSE}
      detail={detail}
      shelf={shelf}
      save={save}
      fields={() => (
        <>
          <CoverItem name="images" message="请上传课程封面" />
          <CategoryField kind="course" />
          <PriceFields
            priceLabel="价格（光子）"
            listPrice={<PhotonItem name="market_price" label="划线价（光子）" />}
          />
          <SummaryField />
          <AuthorField />
          <TagsField />
          <Form.Item name="intro" label="课程介绍（保存时过滤脚本与不安全的标签）">
            <SiteRichEditor label="课程介绍" />
          </Form.Item>
        </>
      )}
      after={(c) => (
        <>
          <CourseLessons course={c} />
          <CourseAdsCard courseId={c.id} />
        </>
      )}
    />
  );
}
