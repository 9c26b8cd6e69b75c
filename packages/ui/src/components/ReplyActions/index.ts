export {
  ReplyActions,
  REPLY_ACTIONS_SIZES,
  type ReplyActionsProps,
  type ReplyActionsSize,
} from './ReplyActions';
