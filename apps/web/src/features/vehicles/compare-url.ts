import { paths } from '../../config/paths';

/** The shareable address of a comparison: `/compare?ids=1,2,3`. */
export function compareUrl(ids: readonly number[]): string {
  return `${paths.compare}?ids=${ids.join(',')}`;
}
