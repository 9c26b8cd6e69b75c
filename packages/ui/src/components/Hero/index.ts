export { Hero, type HeroProps, type HeroAction, type HeroImage } from './Hero';
