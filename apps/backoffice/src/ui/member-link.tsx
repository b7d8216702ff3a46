import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A member's name (their phone without one) linking to the member page, with a line under it. */
export function MemberLink({
  id,
  name,
  phone,
  detail,
}: {
  id: number;
  name: string | null;
  phone: string;
  detail?: ReactNode;
}) {
  return (
    <Link to={`/members/${id}`} className="group block min-w-0">
      <span className="font-medium text-accent-700 group-hover:underline">{name ?? phone}</span>
      {detail ? <span className="block text-xs text-zinc-500">{detail}</span> : null}
    </Link>
  );
}
