export { PaymentEstimate, type PaymentEstimateProps, type PaymentEstimateLender } from './PaymentEstimate';
export { estimatePayment, type PaymentAssumptions, type PaymentEstimateParts } from '../../rules/payment';
