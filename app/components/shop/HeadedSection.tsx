import type { ReactNode } from "react";

/** A section named by its own heading: the h2 comes first and its id labels the section. */
export function HeadedSection({
  id,
  testId,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string;
  testId?: string;
  title: ReactNode;
  className: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
