export {
  Heading,
  Text,
  HEADING_SIZES,
  type HeadingProps,
  type HeadingSize,
  type HeadingLevel,
  type TextProps,
} from './Typography';
