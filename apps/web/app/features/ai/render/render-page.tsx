import {
  aiCalls,
  aiRenderCalls,
  Code,
  type RenderHistoryItem,
  type RenderStyleCategory,
  type RenderTips,
} from '@app/contract/web';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApiQuery } from '../../../shared/api/query.ts';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { paths } from '../../../shared/paths.ts';
import { clearSession } from '../../../shared/session/session-store.ts';
import { useMe } from '../../../shared/session/use-me.ts';
import '../ai-pages.css';
import './render.css';
import { FieldLabel } from './field-label.tsx';
import { AdvancedFields, ControlTypeSelect, QualityChoice, SizeChoice } from './option-fields.tsx';
import { PromptField } from './prompt-field.tsx';
import { ReferenceField } from './reference-field.tsx';
import { formFromHistory, generateRequest, initialRenderForm, type RenderForm } from './render-form.ts';
import { RenderHistory } from './render-history.tsx';
import {
  confirmRenderText,
  costLine,
  freeLine,
  markedQualities,
  markReason,
  renderCost,
} from './render-rules.ts';
import { RenderStage } from './render-stage.tsx';
import { StylePicker } from './style-picker.tsx';
import { useRenderJob } from './use-render-job.ts';

export interface RenderInfo {
  backend: string;
  preview: boolean;
  charged: boolean;
}

/** 002 §8, §9: to /login 1 s after a 4001, to the recharge page 2 s after '光子不足，请充值'. */
const LOGIN_AFTER_MS = 1000;
const RECHARGE_AFTER_MS = 2000;

function useRenderTips() {
  return useQuery({
    queryKey: ['/static/tip.json'],
    queryFn: async () => (await (await fetch('/static/tip.json')).json()) as RenderTips,
    staleTime: 5 * 60_000,
  });
}

/**
 * AI智能渲染 (002 §2–§6): the left panel (style, prompts, two references, size, quality, hidden advanced
 * parameters, the cost line and '立即发光'), the centre area following the job, and the member's history.
 */
export function RenderPage({
  styles,
  info,
}: {
  styles: RenderStyleCategory[] | null;
  info: RenderInfo | null;
}) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { signedIn } = useMe();
  const status = useApiQuery(aiCalls.vipStatus, {}, { enabled: signedIn });
  const balance = useApiQuery(aiCalls.balance, {}, { enabled: signedIn });
  const tips = useRenderTips().data;
  const isVip = status.data?.is_vip ?? false;
  const [form, setForm] = useState<RenderForm>(() => initialRenderForm(false));
  const touchedQuality = useRef(false);
  const panel = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const { view, follow, settle, refresh } = useRenderJob();
  const patch = (change: Partial<RenderForm>) => setForm((f) => ({ ...f, ...change }));

  // Default quality (002 §4): 2倍 for a VIP, once the VIP status is known and the member has not chosen.
  useEffect(() => {
    if (status.data && !touchedQuality.current) patch({ quality: status.data.is_vip ? 3 : 1 });
  }, [status.data]);
  useEffect(() => {
    const first = styles?.[0];
    if (first && form.categoryId === null) patch({ categoryId: first.id, styleName: first.name });
  }, [styles, form.categoryId]);

  const generate = useApiMutation(aiRenderCalls.generate);
  const cancel = useApiMutation(aiRenderCalls.cancel, { success: true });
  if (!styles || !info) return <Result status="warning" title="网络错误" />;

  const pricing = { isVip, freeLeft: status.data?.free_img ?? 0, charged: info.charged };
  const cost = renderCost(form.quality, pricing);
  const toLogin = (msg: string) => {
    void message.warning(msg);
    setTimeout(() => navigate(paths.login({ redirect: paths.aiRender() })), LOGIN_AFTER_MS);
  };

  async function submit() {
    const answer = await generate.run(
      { body: generateRequest(form), quiet4001: true },
      {
        [Code.insufficientPhotons]: (refusal) => {
          void message.warning(refusal.msg);
          setTimeout(() => navigate(paths.userIntegral({ back: paths.aiRender() })), RECHARGE_AFTER_MS);
        },
        [Code.unauthenticated]: (refusal) => {
          clearSession();
          toLogin(refusal.msg);
        },
        // 002 §8: a network failure of generate.
        [-1]: () => void message.error('生成失败，请稍后再试哦~'),
      },
    );
    if (!answer.ok) return;
    follow(answer.data);
    refresh();
    stage.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function start() {
    if (!signedIn) return toLogin('请先登录');
    if (!form.promt.trim()) return void message.warning('请输入灵感描述');
    modal.confirm({
      title: '温馨提示',
      content: (
        <p>
          {confirmRenderText(cost)}
          {isVip ? null : (
            <>
              {' '}
              <Link to={paths.aiVip()}>开通会员</Link>
            </>
          )}
        </p>
      ),
      okText: '确定',
      cancelText: '取消',
      onOk: submit,
    });
  }

  async function stopJob() {
    const job = view.job;
    if (!job) return;
    const answer = await cancel.run({ params: { id: job.id } });
    settle(answer.ok ? answer.data : null);
  }

  const openItem = (item: RenderHistoryItem) => {
    follow({
      img: '',
      tasks: item.tasks,
      id: item.id,
      state: item.state,
      vip: isVip,
      error: item.error,
      url: item.url,
      download: item.download,
    });
    stage.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const rerun = (item: RenderHistoryItem) => {
    setForm(formFromHistory(item, form));
    touchedQuality.current = true;
    panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    void message.info('已填入原任务的参数与种子，可修改后再次生成');
  };

  return (
    <div className="ai-page rd-page">
      <h1 className="ai-page__title">AI智能渲染</h1>
      <div className="rd-layout">
        <section className="rd-panel" ref={panel} aria-label="生成设置">
          <FieldLabel field="style" tips={tips}>
            选择风格
          </FieldLabel>
          <StylePicker
            categories={styles}
            categoryId={form.categoryId}
            styleId={form.styleId}
            onCategory={(category) =>
              patch({ categoryId: category.id, styleId: null, styleName: category.name })
            }
            onPick={(category, style) =>
              patch({
                categoryId: category.id,
                styleId: style.id,
                styleName: style.name,
                promt: style.promt,
                fpromt: style.fpromt,
              })
            }
          />
          <FieldLabel field="prompt" tips={tips} extra="建议使用英文">
            灵感描述
          </FieldLabel>
          <PromptField
            id="rd-promt"
            label="灵感描述"
            value={form.promt}
            placeholder="请输入关键词，用英文逗号隔开"
            onChange={(promt) => patch({ promt })}
          />
          <FieldLabel field="negative" tips={tips} extra="建议使用英文">
            反向描述
          </FieldLabel>
          <PromptField
            id="rd-fpromt"
            label="反向描述"
            value={form.fpromt}
            placeholder="请输入不希望出现的内容，用英文逗号隔开"
            onChange={(fpromt) => patch({ fpromt })}
          />
          <FieldLabel field="styleImage" tips={tips}>
            上传风格参考图
          </FieldLabel>
          <ReferenceField
            label="风格参考图"
            value={form.image1}
            weight={form.weight1}
            signedIn={signedIn}
            onChange={(image1) => patch({ image1 })}
            onWeight={(weight1) => patch({ weight1 })}
            onNeedLogin={() => toLogin('请先登录')}
          />
          <FieldLabel field="shapeImage" tips={tips}>
            上传外形参考图
          </FieldLabel>
          <ReferenceField
            label="外形参考图"
            value={form.image2}
            weight={form.weight2}
            signedIn={signedIn}
            onChange={(image2) => patch({ image2 })}
            onWeight={(weight2) => patch({ weight2 })}
            onNeedLogin={() => toLogin('请先登录')}
          />
          <FieldLabel
            field="controlType"
            tips={tips}
            extra={<ControlTypeSelect value={form.type2} onChange={(type2) => patch({ type2 })} />}
          >
            控制类型
          </FieldLabel>
          <FieldLabel tips={tips}>图像尺寸</FieldLabel>
          <SizeChoice value={form.size} onChange={(size) => patch({ size })} />
          <FieldLabel field="quality" tips={tips}>
            图像质量
          </FieldLabel>
          <QualityChoice
            value={form.quality}
            marked={markedQualities(pricing)}
            reason={markReason(pricing)}
            onChange={(quality) => {
              touchedQuality.current = true;
              patch({ quality });
            }}
          />
          <AdvancedFields form={form} onChange={patch} />
          <div className="rd-bottom">
            <span className="rd-bottom__cost">{costLine(cost, balance.data ?? null)}</span>
            <span className="rd-bottom__free">{signedIn ? freeLine(pricing) : '登录后使用'}</span>
            <Button type="primary" size="large" block loading={generate.pending} onClick={start}>
              立即发光
            </Button>
          </div>
        </section>
        <div className="rd-centre" ref={stage}>
          <RenderStage
            view={view}
            isVip={isVip}
            preview={info.preview}
            previewFree={info.preview && !info.charged}
            canceling={cancel.pending}
            onCancel={stopJob}
          />
          <RenderHistory signedIn={signedIn} onOpen={openItem} onRerun={rerun} />
        </div>
      </div>
    </div>
  );
}
