// The /public/... twin of the plain path (SPEC §2); its canonical URL is the plain path.
export { default } from '../../contact/page'
export * from '../../contact/page'
