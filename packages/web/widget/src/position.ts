export const POSITIONS = ["top-left", "top-right", "middle-left", "middle-right", "bottom-left", "bottom-right"] as const;
export type Position = (typeof POSITIONS)[number];

export const DEFAULT_POSITION: Position = "bottom-right";

export function toPosition(value: unknown): Position {
  return POSITIONS.find((position) => position === value) ?? DEFAULT_POSITION;
}

const EDGE = "16px";
/** The bubble's height plus the gap above or below it, where a top or bottom panel starts. */
const BESIDE_BUBBLE = "80px";

export type Declarations = Record<string, string>;

/** Where the bubble and the open panel sit for an agent's position, as CSS declarations. */
export function placement(position: Position): { bubble: Declarations; panel: Declarations } {
  const [vertical, horizontal] = position.split("-") as ["top" | "middle" | "bottom", "left" | "right"];
  const side = { [horizontal]: EDGE };
  if (vertical === "middle") {
    // Vertically centred: the panel covers the bubble's spot, so the bubble hides while it is open.
    const centred = { ...side, top: "50%", transform: "translateY(-50%)" };
    return { bubble: centred, panel: centred };
  }
  return { bubble: { ...side, [vertical]: EDGE }, panel: { ...side, [vertical]: BESIDE_BUBBLE } };
}

export function css(selector: string, declarations: Declarations): string {
  return `${selector}{${Object.entries(declarations)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}`;
}
