/** A dash where a figure has nothing to show, said in words to screen readers. */
export function NoFigure({ reason }: { reason: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{reason}</span>
    </>
  );
}
