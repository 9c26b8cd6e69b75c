import definition from 'virtual:agent-site';

/** The agent, as the site's definition gives them (the site's `config/agent.ts`). */
export const agent = definition.agent;

/** The partner the site features on a profile of their own, if it does. */
export const featuredPartner = definition.partner;
