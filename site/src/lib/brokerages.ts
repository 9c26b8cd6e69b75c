import { agent, type Brokerage } from '../config/agent.ts';

/** The brokerage for a state's transactions; a missing one fails the build, naming the state. */
export function brokerageIn(state: string): string {
  const found = agent.brokerages.find((brokerage) => brokerage.state === state);
  if (!found) throw new Error(`site/src/config/agent.ts has no brokerage for ${state}`);
  return found.name;
}

/**
 * The footer's brokerage line: "Brokered by {the first}.", then "{State} transactions through
 * {name}." for each other one.
 */
export const brokerageLine = (brokerages: readonly Brokerage[]): string =>
  brokerages
    .map((brokerage, index) =>
      index === 0
        ? `Brokered by ${brokerage.name}.`
        : `${brokerage.state} transactions through ${brokerage.name}.`,
    )
    .join(' ');
