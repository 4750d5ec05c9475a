import { ArtistNotFound } from '@/components/site/status-pages'

/** An unknown artist id (SPEC §8 public messages), answered with status 404. */
export default ArtistNotFound
