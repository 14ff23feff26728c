import { formatChinaDateTime, type GalleryItem } from '@app/contract';
import type { GalleryRow } from './list-gallery.ts';

export function presentGalleryItem(row: GalleryRow): GalleryItem {
  return {
    id: row.id,
    title: row.title,
    desc: row.desc,
    cover: row.cover,
    images: row.images.length > 0 ? row.images : [row.cover],
    like: Boolean(row.liked),
    like_count: row.likeCount,
    author: { name: row.authorName, avatar: row.authorAvatar },
    cate_id: row.cateId,
    time: formatChinaDateTime(row.createdAt),
  };
}
