/** Named access to every endpoint definition, for handlers and web hooks. */

export * from './analytics';
export * from './businessCalendar';
export * from './catalogue';
export * from './escalationMatrices';
export * from './exports';
export * from './files';
export * from './imports';
export * from './reference';
export * from './replies';
export * from './singleSignOn';
export * from './teams';
export * from './tenantSettings';
export * from './tickets';
export * from './transfers';
export * from './users';
