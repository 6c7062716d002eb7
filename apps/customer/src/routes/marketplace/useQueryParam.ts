import { useLocation, useSearch } from 'wouter';

/**
 * One query parameter of the current page, and a way to set it (null removes it). Filters and the
 * list/card view live in the address so a reload, a shared link and Back keep them (doc 2 §2).
 */
export function useQueryParam(name: string): [string | null, (value: string | null) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const set = (value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(name);
    else next.set(name, value);
    const query = next.toString();
    navigate(query === '' ? location : `${location}?${query}`, { replace: true });
  };
  return [params.get(name), set];
}
