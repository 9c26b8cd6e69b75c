import { agent } from '../config/agent.ts';

const TOKENS: Record<string, string> = {
  'agent.name': agent.name,
  'agent.firstName': agent.firstName,
  'agent.email': agent.email,
  'agent.phone': agent.phone.display,
  // {{agent.brokerage.michigan}}: the brokerage for that state's transactions, one token per brokerage.
  ...Object.fromEntries(
    agent.brokerages.map((brokerage) => [`agent.brokerage.${brokerage.state.toLowerCase()}`, brokerage.name]),
  ),
  'agent.licenseLine': agent.licenseLine,
};

/**
 * Fills `{{agent.name}}`-style tokens in written content from the agent's config, so articles and
 * legal pages never repeat a name, phone or email. An unknown token fails the build.
 */
export function fillAgentTokens(text: string): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, key: string) => {
    const value = TOKENS[key];
    if (value === undefined) throw new Error(`Unknown content token {{${key}}}`);
    return value;
  });
}
