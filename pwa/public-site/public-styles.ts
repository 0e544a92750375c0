/**
 * Every public page's styles, in the main stylesheet (ADR 013). The public pages arrive drawn in
 * their HTML, before the scripts: a page whose styles came with its script chunk would show
 * unstyled, then jump. The components import their own files too; those imports are no-ops here.
 */
import './components/page-hero.css'
import './components/section-heading.css'
import './components/carousel.css'
import './components/rotation-controls.css'
import './components/gallery-grid.css'
import './components/lightbox.css'
import './components/occasion-grid.css'
import './components/contact-band.css'
import './components/embeds.css'
import './components/testimonials.css'
import './site-pages.css'
import './events/events.css'
import './events/image-preview.css'
import './events/event-card.css'
import './events/upcoming-events.css'
import './affiliations/affiliations.css'
import './affiliations/club-directory.css'
import './policies/policies.css'
