/** The product's name: the login page's heading, the header's brand and every tab's title suffix. */
export const APP_NAME = 'Helpdesk';
