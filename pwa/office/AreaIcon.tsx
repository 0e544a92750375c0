import {
  BedDouble,
  Boxes,
  Building,
  CalendarDays,
  ChefHat,
  CircleCheck,
  Gift,
  Globe,
  History,
  House,
  IdCard,
  LayoutGrid,
  List,
  ScanLine,
  Shield,
  Tags,
  Trophy,
  Upload,
  Users,
  Utensils,
  Wallet,
  type LucideIcon,
} from 'lucide-react'

/** The server names an icon per area (menus.icon); unknown names get a neutral grid. */
const icons: Record<string, LucideIcon> = {
  home: House,
  users: Users,
  tags: Tags,
  wallet: Wallet,
  calendar: CalendarDays,
  scan: ScanLine,
  trophy: Trophy,
  utensils: Utensils,
  chef: ChefHat,
  list: List,
  boxes: Boxes,
  gift: Gift,
  check: CircleCheck,
  globe: Globe,
  'id-card': IdCard,
  shield: Shield,
  building: Building,
  bed: BedDouble,
  upload: Upload,
  history: History,
}

export function AreaIcon({ name, size = 20 }: { name: string | null; size?: number }) {
  const Icon = (name && icons[name]) || LayoutGrid
  return <Icon aria-hidden="true" size={size} />
}
