// The /public/... twin of the plain path (SPEC §2); its canonical URL is the plain path.
export { default } from '../../artist/[[...slug]]/page'
export * from '../../artist/[[...slug]]/page'
