import type { ReactNode } from 'react';

/** The heading of a page whose content comes with a later issue. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-2xl font-bold text-gold-100 md:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
