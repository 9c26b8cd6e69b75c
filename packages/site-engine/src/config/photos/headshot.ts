import files from 'agent-photo:headshot';
import { agent } from '../agent.ts';
import { named } from './named.ts';

/** The agent's headshot, named by the agent's name. */
export const headshot = named(files, agent.photos.headshot, agent.name);
