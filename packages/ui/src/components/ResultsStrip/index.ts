export { ResultsStrip, type ResultFigure, type ResultsStripProps } from './ResultsStrip';
