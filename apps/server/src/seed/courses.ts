import { sanitizeHtml } from '../platform/html/sanitize-html.ts';
import { courseAttachments, courseChapters, courses, courseTasks } from '../slices/catalogue/schema.ts';
import { categoryId, type CategoryIndex } from './categories.ts';
import { courseDetails } from './content/catalogue-details.ts';
import { courseSpecs } from './content/courses.ts';
import { featuredCourses } from './content/featured-lessons.ts';
import { type Topic, type TopicKey, topics } from './content/topics.ts';
import { CARD_COVER, coverSvg } from './images.ts';
import { sceneFor } from './scenes.ts';
import { demoPrice } from './pricing.ts';
import { chunks, daysBefore, type SeedContext } from './seed-context.ts';
import type { DemoPeople } from './users.ts';
import type { Taggable } from './tags.ts';
import { makeZip } from './zip.ts';

/** Chapters as [name, task names]; topics fill in the software, core subject and case names. */
export function chapterPlan(topic: Topic, caseName: string, withAdvanced: boolean): [string, string[]][] {
  const [p1, p2, p3, p4, p5, p6] = topic.points;
  const plan: [string, string[]][] = [
    ['课程导学与环境准备', ['课程介绍与学习路线', `${topic.software} 安装与界面设置`, '案例文件与素材说明']],
    [`${topic.core}核心概念`, [p1!, p2!, p3!]],
    [`案例实战：${caseName}`, ['案例分析与思路拆解', '主体模型搭建', '细节深化与参数调整', '方案比选与优化']],
  ];
  if (withAdvanced) plan.push(['进阶技巧', [p4!, p5!, p6!]]);
  plan.push(['成果输出与拓展', ['成果输出与整理', '常见问题排查', '课程总结与答疑']]);
  return plan;
}

/** A featured course's chapters as [name, lesson titles], or null for any other course. */
export function featuredPlan(courseName: string): [string, string[]][] | null {
  const course = featuredCourses.find((f) => f.course === courseName);
  return course ? course.chapters.map(([name, scripts]) => [name, scripts.map((s) => s.title)]) : null;
}

/**
 * The course page's 课程简介: the summary as its first paragraph, then the course's own description
 * (content/catalogue-details.ts), what it teaches, who it is for and the software version.
 */
export function courseIntro(summary: string, detail: string, topic: Topic, rngPoints: string[]): string {
  return [
    `<p>${summary}</p>`,
    `<p>${detail}</p>`,
    `<h3>你将学到</h3><ul>${rngPoints.map((p) => `<li>${p}</li>`).join('')}</ul>`,
    `<h3>适合人群</h3><p>${topic.audience}。</p>`,
    `<h3>软件版本</h3><p>${topic.software}（更高版本同样适用）。</p>`,
  ].join('');
}

interface CourseDraft {
  key: string;
  spec: (typeof courseSpecs)[number];
  topic: Topic;
  cover: string;
  withAdvanced: boolean;
  caseName: string;
}

/** The demo courses with chapters, lessons and attachments (the creator's submissions: contributions.ts). */
export async function insertDemoCourses(
  ctx: SeedContext,
  cats: CategoryIndex,
  people: DemoPeople,
): Promise<Taggable[]> {
  const { db, files, rng } = ctx;
  const teacherIds = [...people.teachers.values()].map((t) => t.id);
  const drafts: CourseDraft[] = courseSpecs.map((spec, i) => {
    const key = `course-${String(i + 1).padStart(2, '0')}`;
    const topic = topics[spec[3] as TopicKey];
    return {
      key,
      spec,
      topic,
      cover: files.image(`courses/${key}`, coverSvg(spec[0], '课程'), CARD_COVER, sceneFor(spec[0])),
      withAdvanced: rng.chance(0.5),
      caseName: rng.pick(topic.cases),
    };
  });
  const adImage = files.image('ads/course-ad', coverSvg('新课上线 · 参数化幕墙训练营', '广告', 900, 200));
  const rows = drafts.map((d, i) => {
    const [name, cate, teacherKey, , summary] = d.spec;
    const teacher = people.teachers.get(teacherKey)!;
    const price = demoPrice(rng, i % 5 === 0);
    const num = rng.int(30, 3200);
    const reprint = i % 9 === 8;
    return {
      name,
      images: d.cover,
      intro: sanitizeHtml(courseIntro(summary, courseDetails[i]!, d.topic, rng.sample(d.topic.points, 4))),
      explain: summary,
      ...price,
      author: teacher.name,
      userId: teacher.id,
      suggestUserId: rng.pick(teacherIds.filter((id) => id !== teacher.id)),
      cateId: categoryId(cats, cate),
      status: 2,
      isCheck: 2,
      num,
      viewNum: num * rng.int(3, 8),
      salesNum: Number(price.price) > 0 ? Math.round(num * 0.6) : 0,
      isAnnex: i % 3 !== 2,
      adFile: i % 7 === 3 ? adImage : '',
      adLink: i % 7 === 3 ? '/course' : '',
      type: (reprint ? 'reprint' : 'original') as 'original' | 'reprint',
      externalLink: reprint ? 'https://example.com/original-course' : '',
      createdAt: daysBefore(rng.int(3, 360), rng.int(0, 1439)),
    };
  });
  const inserted = await db.insert(courses).values(rows).returning({ id: courses.id });
  const ids = inserted.map((r) => r.id);

  await insertCourseContent(ctx, drafts, ids);
  return drafts.map((d, i) => ({
    type: 'course' as const,
    id: ids[i]!,
    text: `${d.spec[0]} ${d.spec[1]} ${d.topic.core}`,
  }));
}

async function insertCourseContent(ctx: SeedContext, drafts: CourseDraft[], ids: number[]): Promise<void> {
  const { db, files, rng } = ctx;
  // A featured course's directory is its lesson scripts' titles, so what a lesson teaches matches its name.
  const plans = drafts.map(
    (d) => featuredPlan(d.spec[0]) ?? chapterPlan(d.topic, d.caseName, d.withAdvanced),
  );
  const chapterRows = plans.flatMap((plan, c) =>
    plan.map(([name], s) => ({
      courseId: ids[c]!,
      name: `第${s + 1}章 ${name}`,
      sort: s + 1,
      lockStatus: c % 10 === 9 && s === plan.length - 1 ? 1 : 0,
    })),
  );
  const chapterIds: number[] = [];
  for (const batch of chunks(chapterRows))
    chapterIds.push(
      ...(await db.insert(courseChapters).values(batch).returning({ id: courseChapters.id })).map(
        (r) => r.id,
      ),
    );

  const taskRows: (typeof courseTasks.$inferInsert)[] = [];
  const attachmentRows: (typeof courseAttachments.$inferInsert)[] = [];
  let chapterIndex = 0;
  for (let c = 0; c < plans.length; c++) {
    const plan = plans[c]!;
    const lockLast = c % 4 === 1;
    for (let s = 0; s < plan.length; s++) {
      const chapterId = chapterIds[chapterIndex]!;
      const chapterLocked = chapterRows[chapterIndex]!.lockStatus === 1;
      chapterIndex++;
      const names = plan[s]![1];
      names.forEach((name, t) => {
        const last = s === plan.length - 1 && t === names.length - 1;
        taskRows.push({
          chapterId,
          courseId: ids[c]!,
          name: `${s + 1}.${t + 1} ${name}`,
          sort: t + 1,
          // The first lesson is always a free preview; some courses preview the second one too.
          isFirst: s === 0 && (t === 0 || (t === 1 && c % 2 === 0)) ? 1 : 0,
          lockStatus: chapterLocked || (lockLast && last) ? 1 : 0,
          images: drafts[c]!.cover,
          duration: rng.int(240, 1500),
          createdAt: daysBefore(0),
        });
      });
    }
    const d = drafts[c]!;
    if (c % 3 !== 2) {
      const outline = plan
        .map(
          ([name, tasks], s) =>
            `第${s + 1}章 ${name}\n${tasks.map((t, j) => `  ${s + 1}.${j + 1} ${t}`).join('\n')}`,
        )
        .join('\n');
      const notes = files.download(
        `attachments/${d.key}/notes.txt`,
        `《${d.spec[0]}》课程讲义\n\n${d.spec[4]}\n\n课程大纲\n${outline}\n\n—— 光子设计 演示附件\n`,
        'text/plain; charset=utf-8',
      );
      const zip = files.download(
        `attachments/${d.key}/case-files.zip`,
        makeZip([
          {
            name: 'README.txt',
            content: `《${d.spec[0]}》案例文件\n案例：${d.caseName}\n软件：${d.topic.software}\n`,
          },
          {
            name: 'parameters.csv',
            content: 'name,value,unit\npanel_width,1500,mm\npanel_height,3600,mm\nmullion_depth,180,mm\n',
          },
        ]),
        'application/zip',
      );
      attachmentRows.push({
        courseId: ids[c]!,
        chapterId: null,
        name: '课程讲义.txt',
        fileKey: notes.key,
        size: notes.size,
        sort: 1,
      });
      attachmentRows.push({
        courseId: ids[c]!,
        chapterId: chapterIds[chapterIndex - plan.length + 2] ?? null,
        name: `案例文件：${d.caseName}.zip`,
        fileKey: zip.key,
        size: zip.size,
        sort: 2,
      });
    }
  }
  for (const batch of chunks(taskRows)) await db.insert(courseTasks).values(batch);
  for (const batch of chunks(attachmentRows)) await db.insert(courseAttachments).values(batch);
}
