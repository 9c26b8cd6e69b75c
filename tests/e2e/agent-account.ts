// The agent's account on the end-to-end server: playwright.config.ts hands it to the local
// backend (ADMIN_EMAIL / ADMIN_PASSWORD create it and list it in public.agents), the back-office
// tests sign in with it.
export const AGENT_ACCOUNT = {
  email: 'agent@example.com',
  password: 'e2e-agent-password-Woodward-1701',
} as const;
