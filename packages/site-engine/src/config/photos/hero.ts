import files from 'agent-photo:hero';
import { agent } from '../agent.ts';
import { named } from './named.ts';

/** The home page's hero photo. */
export const heroPhoto = named(files, agent.photos.hero, '');
