import 'styled-components';
import type { Theme } from './tokens';

declare module 'styled-components' {
  // Makes `props.theme` the library's Theme in every styled rule and `useTheme()`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
