export interface Testimonial {
  quote: string
  author: string
  /** Who the author is to the club: 'Member since 1998'. */
  detail: string
}

/** The four fixed quotes of the home page (spec 1 §3, Testimonial). */
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'We have celebrated every family milestone here, from our son’s engagement to my parents’ fiftieth anniversary. The staff remember every name and treat each guest as their own.',
    author: 'Anjali Mehra',
    detail: 'Member since 1998',
  },
  {
    quote:
      'The golf academy got me back on the course after twenty years. An early session on the range, then breakfast on the patio: there is no better start to a Delhi morning.',
    author: 'Dr. Sanjay Kapoor',
    detail: 'Member since 2006',
  },
  {
    quote:
      'We hosted our company’s annual dinner for two hundred guests in the banquet hall. From the stage to the last course, everything ran exactly to time.',
    author: 'Rohit Bansal',
    detail: 'Corporate member',
  },
  {
    quote:
      'Our children learnt to swim in the club pool and still spend their summer holidays here. For our family it is simply a second home.',
    author: 'Neha Sethi',
    detail: 'Member since 2012',
  },
]
