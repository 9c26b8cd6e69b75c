export { HomeSearch, type HomeSearchProps } from './HomeSearch';
