/** Google Maps' key-less embed of a search (the club's name and address); the server's CSP allows https frames for it. */
export const mapEmbedUrl = (mapQuery: string) => `https://www.google.com/maps?q=${encodeURIComponent(mapQuery)}&z=15&output=embed`

/** Opens the maps app on a phone, the maps site elsewhere (Google's documented search URL). */
export const mapsLink = (mapQuery: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery)}`

/**
 * The 360-degree virtual tour (spec 1 §2, Club Tour), hosted by the tour service. The model id is
 * a stand-in: replace it with the club's own when the tour is shot.
 */
export const TOUR_EMBED_URL = 'https://my.matterport.com/show/?m=NfcDelhi1994&play=1&qs=1&brand=0'
