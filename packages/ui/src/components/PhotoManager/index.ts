export {
  PhotoManager,
  PHOTO_MANAGER_TEXT,
  type ManagedPhoto,
  type PhotoManagerProps,
  type PhotoUpload,
  type PhotoUploadState,
} from './PhotoManager';
