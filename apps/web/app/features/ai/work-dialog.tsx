import type { GalleryItem } from '@app/contract/web';
import { Avatar, Button, Image, Modal } from 'antd';
import { useState } from 'react';
import { FallbackImage } from '../../shared/ui/fallback-image.tsx';

/** A gallery work's detail (002 §2): the large picture, the prompt (description), the author, all pictures. */
export function WorkDialog({
  work,
  open,
  onClose,
}: {
  work: GalleryItem;
  open: boolean;
  onClose: () => void;
}) {
  const [viewing, setViewing] = useState(false);
  const [current, setCurrent] = useState(0);
  return (
    <Modal title={work.title} open={open} onCancel={onClose} footer={null} width={880} destroyOnHidden>
      <div className="ai-work-detail">
        <button
          type="button"
          className="ai-work-detail__image"
          onClick={() => {
            setCurrent(0);
            setViewing(true);
          }}
          aria-label="全屏查看"
        >
          <FallbackImage src={work.cover} alt="加载失败" />
        </button>
        <div className="ai-work-detail__thumbs">
          {work.images.map((src, index) => (
            <button
              key={src}
              type="button"
              onClick={() => {
                setCurrent(index);
                setViewing(true);
              }}
              aria-label={`查看第 ${index + 1} 张`}
            >
              <FallbackImage src={src} alt="加载失败" loading="lazy" />
            </button>
          ))}
        </div>
        <p className="ai-work-detail__author">
          <Avatar size={28} src={work.author.avatar || undefined}>
            {work.author.name.slice(0, 1)}
          </Avatar>
          <span>{work.author.name}</span>
          <time dateTime={work.time}>{work.time.slice(0, 10)}</time>
        </p>
        <h3 className="ai-work-detail__label">提示词</h3>
        <p className="ai-work-detail__desc">{work.desc || '作者没有留下说明'}</p>
        <Button onClick={() => setViewing(true)}>查看全部 {work.images.length} 张</Button>
      </div>
      <Image.PreviewGroup
        items={work.images}
        preview={{
          open: viewing,
          current,
          onChange: (index) => setCurrent(index),
          onOpenChange: (value) => setViewing(value),
        }}
      />
    </Modal>
  );
}
