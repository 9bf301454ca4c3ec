/** Addresses of the Catalogue screens (issue 13), kept apart so pages link without loading each other. */
export const CATALOGUE_PATHS = {
  departments: '/catalogue/departments',
  helpTopics: '/catalogue/helpTopics',
  ticketSources: '/catalogue/ticketSources',
  cannedResponses: '/catalogue/cannedResponses',
  options: '/catalogue/slaPlans',
} as const;
export const NEW_HELP_TOPIC_PATH = '/catalogue/helpTopic';
export const helpTopicFormPath = (id: string) => `/catalogue/helpTopic/id:${id}`;
