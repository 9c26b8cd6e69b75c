export { SubscribeForm, SUBSCRIBE_TEXT, type SubscribeFormProps } from './SubscribeForm';
