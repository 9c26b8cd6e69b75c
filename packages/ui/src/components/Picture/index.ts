export { Picture, type PictureImage, type PictureProps, type PictureSource } from './Picture';
