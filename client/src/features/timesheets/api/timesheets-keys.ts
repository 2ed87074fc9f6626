/**
 * The timesheets' query keys: a talent's My work and the customer's team weeks. A submit changes
 * only My work, an answer only the team's lists (the other side sees it on its next visit).
 */
export const timesheetsKeys = {
  all: ['timesheets'] as const,
  myWork: () => [...timesheetsKeys.all, 'my-work'] as const,
  teamLists: () => [...timesheetsKeys.all, 'team'] as const,
  teamList: (params: object) => [...timesheetsKeys.teamLists(), params] as const,
};
