import { deferred } from '../../../components/deferred';

/**
 * The wizard's later steps (details, address, price, photos) with their schemas, in one chunk
 * (decisions "Lighter pages, continued"): /listing/create shows only the first step, so they are not
 * in its initial JavaScript. On a draft's step page the server renders the step as usual and the
 * browser hydrates it when the chunk arrives.
 */
const steps = () => import('./wizard-steps-parts');

/** The first step (the only one /listing/create shows) in its own chunk, hydrated when it arrives. */
export const StepInfos = deferred(() => import('./step-infos').then((m) => m.StepInfos));

export const StepAddress = deferred(() => steps().then((m) => m.StepAddress));
export const StepDetails = deferred(() => steps().then((m) => m.StepDetails));
export const StepPhotos = deferred(() => steps().then((m) => m.StepPhotos));
export const StepPrice = deferred(() => steps().then((m) => m.StepPrice));
