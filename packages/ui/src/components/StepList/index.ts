export { StepList, type StepListProps, type ProcessStep } from './StepList';
