export { BelowFold } from './below-fold';
export { HeroArt } from './hero-art';
