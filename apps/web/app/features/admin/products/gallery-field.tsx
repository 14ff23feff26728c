import {
  ADMIN_GALLERY_MAX,
  ADMIN_IMAGE_MAX_BYTES,
  adminCatalogueCalls,
  adminCatalogueMessages,
} from '@app/contract/web';
import { useApiMutation } from '../../../shared/api/use-api-mutation.ts';
import { ImageListField } from '../image-list-field.tsx';

/**
 * An ordered list of pictures (a plugin's usage pictures, a material's carousel): each uploaded through
 * the back office's image upload, removable; saved with the form.
 */
export function GalleryField(props: { value?: string[]; onChange?: (urls: string[]) => void }) {
  const upload = useApiMutation(adminCatalogueCalls.uploadImage, { success: true });
  return (
    <ImageListField
      {...props}
      upload={upload}
      max={ADMIN_GALLERY_MAX}
      maxBytes={ADMIN_IMAGE_MAX_BYTES}
      tooLarge={adminCatalogueMessages.imageTooLarge}
      accept="image/jpeg,image/png,image/gif"
    />
  );
}
