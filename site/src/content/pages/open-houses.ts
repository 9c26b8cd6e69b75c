// Read only by the listing page's open-house block (a static island), so a landing visitor
// downloads none of it.
/** The listing page's open houses (docs/decisions/049-open-houses.md), in the agent's words. */
export const openHouseCopy = {
  heading: 'Open House',
  intro:
    "Come see it in person, no appointment needed. I'll be there the whole time to walk you through the house, the street and what homes nearby have sold for.",
  rsvpHeading: "Let me know you're coming",
  send: "I'm Coming",
};
