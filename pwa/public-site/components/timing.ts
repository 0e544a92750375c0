/** The public site's motion constants (spec 1 §9). CSS reads the durations through custom properties. */
export const CAROUSEL_AUTOPLAY_MS = 3000
export const CAROUSEL_FADE_MS = 500
export const TESTIMONIAL_ROTATION_MS = 5000

export const LIGHTBOX_ANIMATION_MS = 300
export const LIGHTBOX_IMAGE_PADDING_PX = 10
export const LIGHTBOX_KEY_REPEAT_MS = 180
export const ZOOM_STEP = 100
export const ZOOM_MAX = 300
export const SWIPE_MIN_PX = 200
/** …or this share of the stage's width, whichever is smaller. */
export const SWIPE_MIN_WIDTH_SHARE = 0.25
/** Horizontal movement must be at least this many times the vertical one. */
export const SWIPE_MIN_RATIO = 1.5
