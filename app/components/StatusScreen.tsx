import type { ReactNode } from "react";

/** Full-page message used by error, closed-store and maintenance screens. */
export function StatusScreen({
  icon,
  code,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  code?: string;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <main className="flex min-h-[70vh] items-center justify-center px-5 py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="mb-5 flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          {icon}
        </div>
        {code && <p className="mb-1 text-sm font-semibold tracking-widest text-muted">{code}</p>}
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-3 text-muted">{body}</p>
        {children && <div className="mt-7 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </main>
  );
}
