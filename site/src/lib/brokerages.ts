import { agent } from '../config/agent.ts';

/**
 * The brokerage for a state's transactions, for the content that names one; a missing one fails
 * the build, naming the state. (The footer's line is the layout's own: this module stays out of
 * the shell every page loads.)
 */
export function brokerageIn(state: string): string {
  const found = agent.brokerages.find((brokerage) => brokerage.state === state);
  if (!found) throw new Error(`site/src/config/agent.ts has no brokerage for ${state}`);
  return found.name;
}
