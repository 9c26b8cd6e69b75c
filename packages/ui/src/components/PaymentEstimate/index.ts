export { PaymentEstimate, type PaymentEstimateProps, type PaymentEstimateLender } from './PaymentEstimate';
