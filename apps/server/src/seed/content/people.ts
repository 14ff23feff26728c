/** Demo accounts (outside production only): phone / password Demo@123456. README lists them. */
export const DEMO_PASSWORD = 'Demo@123456';

/** Answers to the three security questions of the member account (父母 / 老师 / 配偶). */
export const DEMO_SECURITY_ANSWERS = { 1: '张三李四', 2: '王老师', 3: '小红' } as const;

export interface TeacherSpec {
  key: string;
  name: string;
  occupation: string;
  sign: string;
  intro: string;
  /** Only the creator demo account can sign in; the other teachers have no phone or password. */
  phone?: string;
}

/** Teachers who author the demo courses (the creator account 参数化老师 is one of them). */
export const teacherSpecs: TeacherSpec[] = [
  {
    key: 'param',
    name: '参数化老师',
    phone: '13800000002',
    occupation: '参数化设计讲师',
    sign: '让每一个参数都有意义',
    intro:
      '十年建筑参数化设计经验，曾参与多个大型公建项目的表皮设计与幕墙深化。\n擅长 Grasshopper、Rhino 与 Python 脚本，已累计指导学员 3000 余人。',
  },
  {
    key: 'lin',
    name: '林一参',
    occupation: '建筑数字化设计师',
    sign: '从数据树到建筑表皮',
    intro: '毕业于同济大学建筑系，专注数字化设计与建造，主讲 Grasshopper 进阶与数据结构课程。',
  },
  {
    key: 'chen',
    name: '陈光影',
    occupation: '资深渲染师',
    sign: '光影决定质感',
    intro: '从事建筑与室内表现工作十二年，精通 3ds Max、V-Ray 与 Corona，作品多次入选行业年鉴。',
  },
  {
    key: 'wang',
    name: '王建模',
    occupation: 'Rhino 认证讲师',
    sign: '曲面连续，思路清晰',
    intro: 'Rhino 官方认证讲师，擅长高级曲面与异形屋面建模，讲课风格细致耐心。',
  },
  {
    key: 'zhao',
    name: '赵幕墙',
    occupation: '幕墙设计总工',
    sign: '节点是幕墙的灵魂',
    intro:
      '国家一级注册结构工程师，从事幕墙设计与深化十五年，主持单元式幕墙项目四十余个。\n熟悉 Revit 幕墙族与 BIM 协同流程。',
  },
  {
    key: 'zhou',
    name: '周智绘',
    occupation: 'AI 设计研究员',
    sign: '让 AI 成为设计助手',
    intro: '关注 AI 在建筑设计中的应用，研究 Stable Diffusion、ControlNet 与大模型辅助设计工作流。',
  },
];
