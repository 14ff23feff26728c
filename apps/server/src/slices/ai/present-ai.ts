import { formatChinaDateTime, type AiNewsDetail, type AiNewsItem } from '@app/contract';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { downloadName } from '../catalogue/index.ts';
import type { listAiNews } from './list-ai-news.ts';
import type { readAiNewsDetail } from './read-ai-news-detail.ts';
import type { readAiPlug } from './read-ai-plug.ts';

type NewsRow = Awaited<ReturnType<typeof listAiNews>>['rows'][number];
type NewsDetail = NonNullable<Awaited<ReturnType<typeof readAiNewsDetail>>>;
type PlugData = Awaited<ReturnType<typeof readAiPlug>>;

/** Signed AI plugin links live 10 minutes, like the catalogue's plugin downloads. */
export const AI_DOWNLOAD_LINK_SECONDS = 600;

export function presentAiNewsItem(row: NewsRow): AiNewsItem {
  return {
    id: row.id,
    cate: row.cate,
    images: row.images,
    title: row.title,
    content: row.description,
    author: row.author,
    time: formatChinaDateTime(row.createdAt),
  };
}

export function presentAiNewsDetail(data: NewsDetail): AiNewsDetail {
  const a = data.article;
  return {
    id: a.id,
    cate: a.cate,
    title: a.title,
    author: a.author,
    time: formatChinaDateTime(a.createdAt),
    images: a.images,
    content: sanitizeHtml(a.content),
    prev: data.prev,
    next: data.next,
    cateList: data.related,
  };
}

/** The AI plugin page: signed, expiring links only for a viewer who may download. */
export async function presentAiPlug(data: PlugData, mayDownload: boolean, storage: ObjectStorage) {
  const detail = await Promise.all(
    data.files.map(async (f) => ({
      id: f.id,
      type: f.type,
      version_code: f.versionCode,
      platform: f.platform,
      time: formatChinaDateTime(f.createdAt),
      ...(mayDownload
        ? {
            download_link: await storage.signedUrl(f.fileKey, {
              expiresInSeconds: AI_DOWNLOAD_LINK_SECONDS,
              downloadName: downloadName(
                ['光子AI渲染插件', f.type === 'manual' ? '安装说明' : '', f.versionCode, f.platform],
                f.fileKey,
              ),
            }),
          }
        : {}),
    })),
  );
  return {
    images: data.plug.images,
    link: data.plug.link,
    download: mayDownload,
    download_package: data.plug.downloadPackage,
    download_manual: data.plug.downloadManual,
    detail,
  };
}
