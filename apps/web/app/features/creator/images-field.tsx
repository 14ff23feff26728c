import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { FileUpload, type UploadedFile } from './file-upload.tsx';

/** Picture cards, at most 8 (001 §2.17 展示图片, §2.20 素材图片): each uploaded directly, removable. */
export function ImagesField({
  value = [],
  onChange,
  max = 8,
}: {
  value?: UploadedFile[];
  onChange?: (list: UploadedFile[]) => void;
  max?: number;
}) {
  return (
    <div className="cr-images">
      {value.map((image) => (
        <div key={image.key} className="cr-images__card">
          {image.url ? <img src={image.url} alt={image.name} /> : <span>{image.name}</span>}
          <Button
            size="small"
            type="text"
            aria-label="移除图片"
            icon={<CloseOutlined />}
            onClick={() => onChange?.(value.filter((other) => other.key !== image.key))}
          />
        </div>
      ))}
      {value.length < max && (
        <FileUpload
          purpose="image"
          label="添加图片"
          onChange={(file) => file && onChange?.([...value, file])}
        />
      )}
    </div>
  );
}
