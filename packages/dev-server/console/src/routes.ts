/**
 * The console's pages, kept in the URL fragment (`#/sheet/us_sh_…`, `#/jobs`, `#/events`,
 * `#/webhooks/<endpoint>`) so the browser's back button and a reload work.
 * @module
 */

export type Route =
  | { page: 'home' }
  | { page: 'sheet'; sheetId: string }
  | { page: 'jobs'; jobId?: string }
  | { page: 'events' }
  | { page: 'webhooks'; endpoint?: string };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  if (parts[0] === 'sheet' && parts[1]) return { page: 'sheet', sheetId: parts[1] };
  if (parts[0] === 'jobs') return parts[1] ? { page: 'jobs', jobId: parts[1] } : { page: 'jobs' };
  if (parts[0] === 'events') return { page: 'events' };
  if (parts[0] === 'webhooks') {
    return parts[1] ? { page: 'webhooks', endpoint: parts[1] } : { page: 'webhooks' };
  }
  return { page: 'home' };
}

export function routeHash(route: Route): string {
  switch (route.page) {
    case 'sheet':
      return `#/sheet/${encodeURIComponent(route.sheetId)}`;
    case 'jobs':
      return route.jobId ? `#/jobs/${encodeURIComponent(route.jobId)}` : '#/jobs';
    case 'events':
      return '#/events';
    case 'webhooks':
      return route.endpoint ? `#/webhooks/${encodeURIComponent(route.endpoint)}` : '#/webhooks';
    default:
      return '#/';
  }
}
