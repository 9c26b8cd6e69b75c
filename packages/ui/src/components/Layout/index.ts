export { Container, Stack, Grid, type ContainerProps, type StackProps, type GridProps } from './Layout';
