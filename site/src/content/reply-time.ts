/**
 * How my pages word the reply time before they know the hour (decision 047): true at any hour, as
 * the prerendered page says it to a visitor at 4 AM and at noon alike. Once the page runs it says
 * the promise I would make now ("within 15 minutes", "after 8 AM"), the one the form's answer and
 * my email then repeat.
 */
export const replyAnyHour = 'within 15 minutes during my working hours';
