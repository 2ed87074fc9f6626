/**
 * The timesheets' query keys: a talent's My work, the customer's team weeks and the admin list. A
 * submit changes only My work, an answer only the team's lists, a settlement only the admin list
 * (the other sides see it on their next visit). Only this feature reads timesheets, so their root
 * is here rather than in lib/query-keys.ts.
 */
const root = ['timesheets'] as const;

export const timesheetsKeys = {
  myWork: [...root, 'my-work'] as const,
  teamLists: [...root, 'team'] as const,
  teamList: (params: object) => [...timesheetsKeys.teamLists, params] as const,
  adminLists: [...root, 'admin'] as const,
  adminList: (params: object) => [...timesheetsKeys.adminLists, params] as const,
};
