import type { LessonScript } from '../../platform/media/lesson-script.ts';
import type { TopicKey } from './topics.ts';

/** A 课程导学 (30–60 s) per topic, shared by the lessons of every course that is not featured. */
export const topicGuides: Record<TopicKey, LessonScript> = {
  gh: guide(
    'Grasshopper 课程导学',
    ['运算器与数据流', '数据树与列表', '表皮与嵌板', '输出与下料'],
    [
      '欢迎来到 Grasshopper 系列课程。',
      '本节导学带你了解这门课的结构：先熟悉运算器和数据流，再掌握列表与数据树。',
      '之后我们会用参数化的方法生成建筑表皮，最后整理成果并输出下料数据。',
      '建议边看边在 Rhino 里操作，每一章的案例文件都可以在课程附件中下载。',
    ],
  ),
  dynamo: guide(
    'Dynamo 课程导学',
    ['节点与连线', '选择 Revit 图元', '批量修改参数', '脚本复用'],
    [
      '欢迎来到 Dynamo 系列课程。',
      'Dynamo 是 Revit 里的可视化编程工具，用节点和连线描述重复的操作。',
      '课程会从选择和过滤图元讲起，再到批量修改参数和按规则创建构件。',
      '学完之后，你可以把日常的重复劳动整理成脚本，和团队一起复用。',
    ],
  ),
  rhino: guide(
    'Rhino 曲面建模导学',
    ['曲线与控制点', '放样与扫掠', '连续性检查', '异形屋面拆分'],
    [
      '欢迎来到 Rhino 曲面建模课程。',
      '好的曲面来自好的曲线，我们先理解曲线的阶数、控制点和连续性。',
      '然后学习放样、扫掠等常用建面方法，并用斑马纹检查曲面质量。',
      '最后用一个异形屋面案例，练习复杂曲面的拆分策略。',
    ],
  ),
  max: guide(
    '3ds Max 建模导学',
    ['多边形建模', '修改器堆栈', 'UV 展开', '场景整理'],
    [
      '欢迎来到 3ds Max 建模课程。',
      '课程从多边形建模和修改器堆栈讲起，帮助你建立清晰、可修改的模型。',
      '接着学习贴图坐标和 UV 展开，为后面的材质和渲染打好基础。',
      '每一章都配有练习场景，请跟着视频一步一步完成。',
    ],
  ),
  vray: guide(
    'V-Ray 渲染课程导学',
    ['相机与曝光', '灯光与布光', '材质表现', '出图与后期'],
    [
      '欢迎来到 V-Ray 渲染课程。',
      '一张真实的效果图，离不开正确的曝光、合理的灯光和可信的材质。',
      '课程会依次讲解物理相机、灯光类型、常用材质，以及渲染参数与降噪。',
      '最后我们在后期中统一色调，完成一张完整的作品。',
    ],
  ),
  revit: guide(
    'Revit BIM 课程导学',
    ['项目样板', '墙柱梁板', '族的创建', '出图与明细表'],
    [
      '欢迎来到 Revit 建筑信息模型课程。',
      '我们从项目样板和标高轴网开始，依次创建墙、柱、梁和楼板。',
      '然后学习可载入族和参数，让构件可以按需调整。',
      '最后生成图纸和明细表，体验模型与图纸联动的好处。',
    ],
  ),
  curtain: guide(
    '幕墙构造课程导学',
    ['幕墙系统类型', '节点构造', '热工与防水', '加工与安装'],
    [
      '欢迎来到幕墙构造课程。',
      '课程先介绍框架式、单元式等常见幕墙系统，以及它们的适用场合。',
      '然后逐一讲解竖梃、横梁和转角的节点构造，以及保温和防水的做法。',
      '最后了解加工与安装的流程，让设计能够顺利落地。',
    ],
  ),
  ai: guide(
    'AI 辅助设计课程导学',
    ['提示词写法', '参考图控制', '方案比选', '成果深化'],
    [
      '欢迎来到 AI 辅助设计课程。',
      '我们会学习如何用清晰的提示词描述建筑类型、材质、时间和风格。',
      '再用参考图控制构图与色调，快速得到多个方案进行比选。',
      '最后把选中的方案带回建模软件深化，让 AI 成为设计流程中的一环。',
    ],
  ),
};

/** The platform's own 学习指南, narrated in Chinese and in English: the lesson that shows the audio-track switch. */
export const studyGuide: { script: LessonScript; english: LessonScript } = {
  script: {
    title: '光子设计课堂学习指南',
    slides: [
      {
        heading: '欢迎来到光子设计课堂',
        points: ['目录在播放器旁边', '免费试看无需登录', '进度自动保存'],
        narration: [
          '欢迎来到光子设计课堂。',
          '课程目录就在播放器旁边，点击任意一节即可切换。',
          '标有试看的课时可以免费观看，你的学习进度会自动保存。',
        ],
      },
      {
        heading: '播放器的使用',
        points: ['字幕：中文与英文', '音轨：中文与英文', '倍速与清晰度'],
        narration: [
          '在播放器右下角，可以打开或关闭字幕，也可以切换音轨。',
          '这节课同时有中文和英文两条音轨，请试一试。',
          '倍速和清晰度也在同一个位置调整。',
        ],
      },
    ],
  },
  english: {
    title: 'Study guide',
    slides: [
      {
        heading: 'Welcome',
        points: [],
        narration: [
          'Welcome to the Photon Design classroom.',
          'The course directory is next to the player: click any lesson to switch.',
          'Lessons marked as preview are free, and your progress is saved automatically.',
        ],
      },
      {
        heading: 'The player',
        points: [],
        narration: [
          'At the bottom right of the player you can turn captions on or off, and switch the audio track.',
          'This lesson has a Chinese and an English audio track. Try them both.',
          'Playback speed and quality are in the same place.',
        ],
      },
    ],
  },
};

/** A guide is two slides: the course's route as a step list, then how to study it. */
function guide(title: string, route: string[], narration: string[]): LessonScript {
  return {
    title,
    slides: [
      { heading: title, points: route, narration: narration.slice(0, 2) },
      {
        heading: '如何学习本课程',
        points: ['先看导学，了解路线', '跟着视频同步操作', '下载附件中的案例文件', '有问题在评论区提问'],
        narration: narration.slice(2),
      },
    ],
  };
}
