export { StatCard, STAT_TRENDS, type StatCardProps, type StatTrend, type StatSentiment } from './StatCard';
