import { Baby, Briefcase, Cake, Gem, GlassWater, Heart, Music, PartyPopper, Sparkles, TreePine, type LucideIcon } from 'lucide-react'

export interface Occasion {
  title: string
  icon: LucideIcon
  /** Base path of its 4:3 picture. */
  image: string
  alt: string
  description: string
}

const picture = (slug: string) => `/images/occasions/${slug}`

/** 'Good for Occasions' (spec 1 §2, Home): ten cards, in this order. */
export const occasions: readonly Occasion[] = [
  {
    title: 'Bachelor Party',
    icon: GlassWater,
    image: picture('bachelor-party'),
    alt: 'Friends dancing under a mirror ball and coloured lights, cocktails on the bar',
    description: 'A lively night with your closest friends: the lounge and bar, your playlist and a menu made for sharing.',
  },
  {
    title: 'Birthday Party',
    icon: Cake,
    image: picture('birthday-party'),
    alt: 'A three-tier birthday cake with candles on a table, balloons and bunting behind',
    description: 'From a dinner for ten to a hall full of friends, with the cake, the décor and the menu taken care of.',
  },
  {
    title: 'Engagement',
    icon: Gem,
    image: picture('engagement'),
    alt: 'Two rings on a velvet cushion beneath an arch of flowers',
    description: 'Exchange rings surrounded by both families, in a hall dressed in flowers and soft light.',
  },
  {
    title: 'Wedding',
    icon: Heart,
    image: picture('wedding'),
    alt: 'A flower-decked mandap on the lawn at dusk, rows of chairs either side of the aisle',
    description: 'Pheras under the open sky on the lawn, or a banquet hall for up to 250 guests.',
  },
  {
    title: 'Christmas Party',
    icon: TreePine,
    image: picture('christmas-party'),
    alt: 'A lit Christmas tree with presents beside a fireplace hung with stockings',
    description: 'Carols, a glowing tree and a festive spread for families, friends and colleagues.',
  },
  {
    title: 'New Year Party',
    icon: Sparkles,
    image: picture('new-year-party'),
    alt: 'Fireworks bursting in the night sky over the lit clubhouse',
    description: 'Music, dinner and the countdown to midnight with the whole club.',
  },
  {
    title: 'Corporate Event',
    icon: Briefcase,
    image: picture('corporate-event'),
    alt: 'A speaker presenting charts on a screen to a seated audience',
    description: 'Conferences, launches and annual dinners, with a stage, a screen and attentive service.',
  },
  {
    title: 'Musical Concert',
    icon: Music,
    image: picture('musical-concert'),
    alt: 'A band playing on a lit outdoor stage to a cheering crowd at night',
    description: 'Open-air concerts and ghazal evenings on the lawn, with room for a crowd.',
  },
  {
    title: 'Kids Birthday Party',
    icon: Baby,
    image: picture('kids-birthday-party'),
    alt: 'A pastel birthday cake and presents on a bright table under balloons and bunting',
    description: 'Balloons, games and the children’s play area, with a menu little guests will love.',
  },
  {
    title: 'Wedding Reception',
    icon: PartyPopper,
    image: picture('wedding-reception'),
    alt: 'A couple seated on a stage framed by flowers, guests and laid tables before them',
    description: 'An elegant reception in the banquet hall, with guest rooms for family from out of town.',
  },
]
