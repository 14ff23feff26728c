import type { AdminCourse } from '@app/contract/web';
import { Card, Empty, List, Tag } from 'antd';

/** The course's chapters and lessons as learners see them (editing them is a later step). */
export function CourseLessons({ course }: { course: AdminCourse }) {
  return (
    <Card size="small" title="章节与课时">
      {course.chapters.length === 0 && <Empty description="暂无章节" />}
      {course.chapters.map((chapter) => (
        <List
          key={chapter.id}
          size="small"
          header={<strong>{chapter.name}</strong>}
          dataSource={chapter.lessons}
          renderItem={(lesson) => (
            <List.Item>
              {lesson.name} {lesson.is_first && <Tag color="green">免费试看</Tag>}
              {!lesson.has_video && <Tag color="warning">无视频</Tag>}
            </List.Item>
          )}
        />
      ))}
    </Card>
  );
}
