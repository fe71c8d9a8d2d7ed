import { type ReactNode, type Ref, useId } from "react";

interface CardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Sits at the header's far end: a button, a badge, a search box. */
  actions?: ReactNode;
  /** Added to `card`, e.g. `card-danger`. */
  className?: string;
  /** Makes the title focusable, for a card that hands focus back to it after a change removes the focused control. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The title's id, for content that names itself by it. */
  titleId?: string;
  children?: ReactNode;
}

/** A titled panel of a page; the title names it for screen readers. */
export function Card({ title, subtitle, actions, className, titleRef, titleId: givenId, children }: CardProps) {
  const ownId = useId();
  const titleId = givenId ?? ownId;
  const heading = (
    <h2 id={titleId} className="card-title" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
      {title}
    </h2>
  );
  return (
    <section className={className ? `card ${className}` : "card"} aria-labelledby={titleId}>
      <header className="card-header">
        {subtitle === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            <p className="card-subtitle">{subtitle}</p>
          </div>
        )}
        {actions}
      </header>
      {children}
    </section>
  );
}
