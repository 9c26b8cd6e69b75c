import { agent } from '../../config/agent.ts';

/** The agent's phone, which a lead form offers when sending fails: "If it keeps happening, call …". */
export const fallbackContact = (
  <>
    Prefer to talk? Call <a href={agent.phone.href}>{agent.phone.display}</a>.
  </>
);
