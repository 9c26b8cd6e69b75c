import files from 'agent-photo:partner';
import { featuredPartner } from '../agent.ts';
import { named } from './named.ts';

/** The featured partner's portrait on their profile. */
export const partnerPhoto = named(files, featuredPartner!.profileImage, featuredPartner!.name);
