import { Badge, type BadgeColor } from '~/ui/Badge'

/** A state's badge with a line on what it means (a BFD session's, a BGP peer's). */
export const explainedState = ({ color, text, help }: { color: BadgeColor; text: string; help: string }) => (
  <span className="flex flex-col items-start gap-0.5">
    <Badge color={color}>{text}</Badge>
    <span className="text-[12px] text-ink-muted">{help}</span>
  </span>
)
