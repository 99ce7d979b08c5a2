/** What wizard-steps-deferred.tsx loads, in one chunk. */
export { StepAddress } from './step-address';
export { StepDetails } from './step-details';
export { StepPhotos } from './step-photos';
export { StepPrice } from './step-price';
