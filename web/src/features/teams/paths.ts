/** Addresses of the team screens (kept apart so a page links to another without loading its code). */
export const TEAM_LIST_PATH = '/teamList';
export const teamFormPath = (teamId: string) => `/addTeam/id:${teamId}`;
export const myTeamsPath = (teamId: string) => `/myTeams?teamId=${teamId}`;
