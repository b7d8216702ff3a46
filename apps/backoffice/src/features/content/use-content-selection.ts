import { useSearchParams } from 'react-router';

export type Selection = number | 'new' | null;

/**
 * The record being edited, kept in the URL (`?tab=promotions&id=3`, `id=new` for a new one), so that a
 * reload or a shared link opens the same form.
 */
export function useContentSelection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('id');
  const selected: Selection = raw === 'new' ? 'new' : raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const select = (next: Selection) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === null) params.delete('id');
      else params.set('id', String(next));
      return params;
    });
  return { selected, select };
}
