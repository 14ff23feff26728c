import {
  CONTRIBUTION_KIND_LABELS,
  CONTRIBUTION_KINDS,
  contributionMessages,
  creatorCalls,
  UPLOAD_LIMITS,
} from '@app/contract/web';
import { Tabs } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useApiQuery } from '../../shared/api/query.ts';
import { paths } from '../../shared/paths.ts';
import { noUploadPermissionText, useSiteContact } from '../../shared/layout/use-site-contact.ts';
import { useMe } from '../../shared/session/use-me.ts';
import { ContributionForm } from './contribution-form.tsx';
import { sizeLimitLabel } from './creator-rules.ts';
import './creator.css';

const TOP_TABS = [
  { key: 'learn', label: '我的学习' },
  { key: 'collect', label: '我的收藏' },
  { key: 'upload', label: '我的上传' },
  { key: 'putlist', label: '投稿管理' },
];
const HELP_LINKS = [
  ['service', '服务条款'],
  ['private', '隐私协议'],
  ['upload_statement', '上传声明'],
  ['copyright_statement', '版权声明'],
] as const;

/**
 * 001 §2.22, shown beside the video form. The sizes are the ones the server enforces (UPLOAD_LIMITS) and the
 * refusals name, not the old provider's 8G / 32G (docs/spec-decisions.md "top-up and the creator's own flow").
 */
export function VideoGuidance() {
  return (
    <ul className="cr-guidance" aria-label="视频上传说明">
      <li>
        {`网页端上传单个视频最大 ${sizeLimitLabel(UPLOAD_LIMITS.video.maxBytes)}，课件附件最大 ${sizeLimitLabel(UPLOAD_LIMITS.annex.maxBytes)}，封面图片最大 ${sizeLimitLabel(UPLOAD_LIMITS.image.maxBytes)}。`}
      </li>
      <li>推荐格式 mp4、flv；也支持 avi、wmv、mov、webm、mpeg4、ts、mpg、rm、rmvb、mkv、m4v。</li>
      <li>最大分辨率 8192*4320，推荐 1920*1080 或 3840*2160。</li>
      <li>推荐码率：1080p 6000kbps 以上，4K 20000kbps 以上，8K 40000kbps 以上。</li>
      <li>音频 48000Hz，推荐 320kbps。</li>
    </ul>
  );
}

/**
 * 我的上传 (001 §2.7): the home (operators' description, the download banner, the help links) and the
 * three submission forms, each only for members holding that kind's creator flag.
 */
export function UploadPage() {
  const navigate = useNavigate();
  const { me } = useMe();
  const config = useApiQuery(creatorCalls.putConfig);
  const contact = useSiteContact();
  const anyFlag = Boolean(me && (me.course || me.plug || me.goods));
  const formOf = (kind: (typeof CONTRIBUTION_KINDS)[number]) =>
    me?.[kind] ? (
      <>
        {kind === 'course' && <VideoGuidance />}
        <ContributionForm
          kind={kind}
          // Published: to its entry in 投稿管理, where it shows 审核中; a draft stays here, the form emptied.
          onDone={({ id, status }) => status === 2 && navigate(paths.userContribute({ kind, id }))}
        />
      </>
    ) : (
      <p className="cr-no-permission">{contributionMessages.noPermission}</p>
    );
  return (
    <div className="cr-page">
      <h2 className="uc-page-title">我的上传</h2>
      <Tabs
        activeKey="upload"
        onChange={(key) =>
          navigate(key === 'putlist' ? paths.userContribute() : paths.userCourse({ type: key }))
        }
        items={TOP_TABS}
      />
      {!anyFlag ? (
        <p className="cr-no-permission">{noUploadPermissionText(contact)}</p>
      ) : (
        <Tabs
          items={[
            {
              key: 'home',
              label: '首页',
              children: (
                <div className="cr-home">
                  <div className="rich-text" dangerouslySetInnerHTML={{ __html: config.data?.desc ?? '' }} />
                  {config.data?.image && (
                    <a className="cr-home__banner" href={config.data.url || undefined}>
                      <img src={config.data.image} alt={config.data.title} />
                      <strong>{config.data.title}</strong>
                      <span>{config.data.itemdesc}</span>
                    </a>
                  )}
                  <p className="cr-home__links">
                    {HELP_LINKS.map(([type, label]) => (
                      <Link key={type} to={paths.help({ type })}>
                        {label}
                      </Link>
                    ))}
                  </p>
                </div>
              ),
            },
            ...CONTRIBUTION_KINDS.map((kind) => ({
              key: kind,
              label: CONTRIBUTION_KIND_LABELS[kind],
              children: formOf(kind),
            })),
          ]}
        />
      )}
    </div>
  );
}
