import type { ReactNode } from "react";
import { Spinner } from "../ui";
import { ShopMeta } from "./ShopMeta";

/** A middle page on the way to a provider: a spinner, what is happening, and the way on without JavaScript. */
export function RedirectPage({
  testId,
  title,
  body,
  children,
}: {
  testId: string;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center" data-testid={testId}>
      <ShopMeta title={title} noindex />
      <Spinner size={36} />
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="text-muted">{body}</p>
      {children}
    </main>
  );
}
