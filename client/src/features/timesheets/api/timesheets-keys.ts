/**
 * The timesheets' query keys: a talent's My work, the customer's team weeks and the admin list. A
 * submit changes only My work, an answer only the team's lists, a settlement only the admin list
 * (the other sides see it on their next visit).
 */
export const timesheetsKeys = {
  all: ['timesheets'] as const,
  myWork: () => [...timesheetsKeys.all, 'my-work'] as const,
  teamLists: () => [...timesheetsKeys.all, 'team'] as const,
  teamList: (params: object) => [...timesheetsKeys.teamLists(), params] as const,
  adminLists: () => [...timesheetsKeys.all, 'admin'] as const,
  adminList: (params: object) => [...timesheetsKeys.adminLists(), params] as const,
};
