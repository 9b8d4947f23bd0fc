import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { AdminPage, type Crumb } from "../AdminPage";
import { HeaderLink } from "./RowBits";

/**
 * The back office's read-only record page (an order, an operation): breadcrumbs ending in the
 * record, its title and status line, the way back to its list first among the header's buttons,
 * and the record's sections. What the record allows now goes in a section of its own, not in a form.
 */
export function DetailPage({
  title,
  breadcrumbs,
  back,
  description,
  actions,
  testId,
  narrow,
  children,
}: {
  title: string;
  breadcrumbs: Crumb[];
  /** The list the record belongs to. */
  back: { to: string; label: string };
  /** Under the title: the record's status. */
  description?: ReactNode;
  /** Header buttons after the way back (print). */
  actions?: ReactNode;
  testId?: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <AdminPage
      title={title}
      breadcrumbs={breadcrumbs}
      description={description}
      actions={
        <>
          <HeaderLink to={back.to} icon={<ArrowLeft size={16} aria-hidden />} label={back.label} />
          {actions}
        </>
      }
      testId={testId}
      narrow={narrow}
    >
      {children}
    </AdminPage>
  );
}
