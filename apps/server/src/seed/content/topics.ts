/** Subject matter shared by course intros, chapters and tasks: keeps generated text on topic. */
export interface Topic {
  software: string;
  core: string;
  points: string[];
  cases: string[];
  audience: string;
}

export type TopicKey = 'gh' | 'dynamo' | 'rhino' | 'max' | 'vray' | 'revit' | 'curtain' | 'ai';

export const topics: Record<TopicKey, Topic> = {
  gh: {
    software: 'Rhino 8 + Grasshopper',
    core: 'Grasshopper',
    points: [
      '运算器的输入输出与数据流',
      '列表、数据树与数据匹配规则',
      '曲面细分与嵌板生成',
      '吸引子与渐变参数控制',
      '参数化表皮的优化与下料',
      'Python 与 C# 脚本组件入门',
    ],
    cases: ['参数化幕墙表皮', '渐变穿孔板立面', 'Voronoi 异形屋面', '参数化遮阳百叶'],
    audience: '建筑、室内、景观专业的学生与设计师，以及希望提升建模效率的幕墙从业者',
  },
  dynamo: {
    software: 'Revit 2024 + Dynamo',
    core: 'Dynamo',
    points: [
      '节点、连线与列表层级',
      'Revit 图元的选择与过滤',
      '批量修改族参数',
      '按规则批量创建构件',
      'Python Script 节点扩展',
      '脚本的整理、复用与分享',
    ],
    cases: ['批量生成房间与面积表', '幕墙嵌板自动编号', '按 Excel 批量修改参数'],
    audience: '使用 Revit 的建筑师、BIM 工程师和希望摆脱重复劳动的设计人员',
  },
  rhino: {
    software: 'Rhino 8',
    core: 'Rhino 曲面',
    points: [
      '曲线的阶数、控制点与连续性',
      '放样、扫掠与网格曲面',
      'G0–G3 连续性检查与修正',
      '曲面分析与斑马纹',
      '布尔运算与实体建模',
      '建筑异形屋面的拆分策略',
    ],
    cases: ['异形屋面', '流线型售楼处', '曲面幕墙母模型'],
    audience: '需要处理复杂形体的建筑师、产品设计师与幕墙建模人员',
  },
  max: {
    software: '3ds Max 2024',
    core: '3ds Max 建模',
    points: [
      '多边形建模与修改器堆栈',
      'UVW 展开与贴图坐标',
      '场景管理与图层规范',
      '代理物体与大场景优化',
      '相机构图与出图设置',
      '常用插件提升效率',
    ],
    cases: ['现代简约客厅', '高层写字楼', '酒店大堂'],
    audience: '室内设计师、建筑表现从业者以及效果图爱好者',
  },
  vray: {
    software: '3ds Max 2024 + V-Ray 6',
    core: 'V-Ray 渲染',
    points: [
      '物理相机与曝光控制',
      'V-Ray 灯光类型与布光思路',
      '玻璃、金属、石材等常用材质',
      'HDRI 与天光环境',
      '渲染参数与降噪设置',
      '后期合成与色彩校正',
    ],
    cases: ['建筑日景表现', '城市夜景表现', '室内自然光表现'],
    audience: '希望提升效果图真实感的设计师与渲染师',
  },
  revit: {
    software: 'Revit 2024',
    core: 'Revit 族与幕墙',
    points: [
      '幕墙系统、网格与竖梃',
      '自定义幕墙嵌板族',
      '自适应构件与参数驱动',
      '共享参数与明细表',
      '工作集与协同设计',
      '施工图视图与出图规范',
    ],
    cases: ['单元式幕墙系统', '异形幕墙嵌板', '协同出图项目'],
    audience: '建筑师、BIM 工程师与幕墙设计人员',
  },
  curtain: {
    software: 'AutoCAD + Rhino',
    core: '幕墙构造',
    points: [
      '幕墙分类与适用场景',
      '单元板块的分格与插接构造',
      '防水、排水与气密设计',
      '型材、玻璃与五金选型',
      '结构计算要点与规范条文',
      '加工图与下料单的绘制',
    ],
    cases: ['超高层单元式幕墙', '框架式玻璃幕墙', '石材与铝板幕墙'],
    audience: '幕墙设计师、建筑师与施工图深化人员',
  },
  ai: {
    software: 'Stable Diffusion WebUI / ComfyUI',
    core: 'AI 渲染',
    points: [
      '模型、LoRA 与采样器的选择',
      '建筑效果图提示词的写法',
      'ControlNet 线稿与深度控图',
      '局部重绘与细节修复',
      '图片放大与清晰度增强',
      '把 AI 接入方案设计流程',
    ],
    cases: ['白模生成效果图', '立面方案快速比选', '室内风格迁移'],
    audience: '想用 AI 提升出图效率的建筑、室内与景观设计师',
  },
};
