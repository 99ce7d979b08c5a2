/**
 * What a message to the team is about (the form's list; the team sorts its inbox by it). Zod-free,
 * so that the contact page can list the topics without loading the schemas.
 */
export const CONTACT_TOPICS = ['renting', 'listing', 'payments', 'account', 'safety', 'press', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
